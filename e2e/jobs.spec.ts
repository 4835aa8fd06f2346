// Job openings: found by filter and search, a page with valid JobPosting JSON-LD, applying from it
// records the job on the stored application, a closed job answers 410, and the operator's screens.
import { WizardPage } from "./pages/wizard";
import { execute, signIn } from "./support/accounts";
import { expect, expectNoAxeViolations, query, test, uniqueEmail } from "./support/fixtures";
import { insertCareer, insertJob, uniqueTag } from "./support/records";

test.describe("job openings", () => {
  test("a job is found by area, location and type filters and by a search of its description, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const tag = uniqueTag();
    const job = insertJob(tag, { location: `Jhansi ${tag}, Uttar Pradesh` });
    await page.goto("/careers/jobs");
    const filters = page.getByRole("search", { name: "Filter positions" });
    await filters.getByLabel("Area").selectOption("it");
    await filters.getByLabel("Location").selectOption(`Jhansi ${tag}, Uttar Pradesh`);
    await filters.getByLabel("Type").selectOption("CONTRACTOR");
    await filters.getByLabel("Search").fill(`${tag.toLowerCase()} clusters`);
    await filters.getByRole("button", { name: "Show positions" }).click();
    await expect(page).toHaveURL(/area=it/);
    expect(new URL(page.url()).searchParams.get("type")).toBe("CONTRACTOR");
    await expect(page.getByRole("heading", { name: "1 open position" })).toBeVisible();
    await expect(page.getByRole("link", { name: job.title })).toHaveAttribute("href", `/careers/jobs/${job.slug}`);

    // The same URL, shared, lists the same job; another area lists none of it.
    await page.goto(page.url().replace("area=it", "area=healthcare"));
    await expect(page.getByRole("link", { name: job.title })).toHaveCount(0);
    await context.close();
  });

  test("the list and a job page are axe-clean, and the page carries JobPosting JSON-LD with Google's fields", async ({ page }) => {
    test.slow(); // axe on two pages, and the Open Graph card drawn on first request
    const tag = uniqueTag();
    const onsite = insertJob(tag);
    const remote = insertJob(`${tag}r`, { workplace: "remote", salary: null, location: "Remote, India" });
    await page.goto(`/careers/jobs?q=${tag}`);
    await expectNoAxeViolations(page);

    const response = await page.goto(`/careers/jobs/${onsite.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(onsite.title);
    await expect(page).toHaveTitle(new RegExp(onsite.title));
    // The description's markup is text, never HTML.
    await expect(page.getByRole("listitem").filter({ hasText: "<b>Terraform</b> modules" })).toBeVisible();
    await expectNoAxeViolations(page);
    const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}");
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: onsite.title,
      employmentType: "CONTRACTOR",
      hiringOrganization: { "@type": "Organization", name: "Solutions At One Place" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Varanasi", addressRegion: "Uttar Pradesh", addressCountry: "IN" } },
      baseSalary: { currency: "INR", value: { minValue: 1200000, maxValue: 1800000, unitText: "YEAR" } },
    });
    expect(posting.description).toContain(`Keep our ${tag} clusters healthy.`);
    for (const field of ["datePosted", "validThrough"]) expect(Number.isNaN(Date.parse(posting[field]))).toBe(false);
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now());
    const og = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(og).toContain(`/careers/jobs/${onsite.slug}/opengraph-image`);
    expect((await page.request.get(new URL(og ?? "").pathname)).headers()["content-type"]).toBe("image/png");

    await page.goto(`/careers/jobs/${remote.slug}`);
    const remotePosting = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}");
    expect(remotePosting).toMatchObject({ jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } });
    expect(remotePosting.jobLocation).toBeUndefined();
    expect(remotePosting.baseSalary).toBeUndefined();
  });

  test("the full career form from a job's page fills in position and industry and records the job on the stored application", async ({ page }) => {
    const job = insertJob(uniqueTag());
    const email = uniqueEmail("jobapply");
    await page.goto(`/careers/jobs/${job.slug}`);
    await page.getByRole("link", { name: "Prefer the full career form?" }).click();
    await expect(page).toHaveURL(/\/career-form\?job=/);
    const wizard = new WizardPage(page);
    await wizard.answer(["Have you visited before?", "No"], [/Purpose of choosing/, "App Development"], ["How You Get To Know About?", "Web Browsing"]);
    await wizard.fillPersonal({ first: "Ravi", last: "Verma", gender: "Male", location: "Kanpur", phone: "9876543211", email });
    await wizard.next.click();
    await wizard.heading("Job Related Information");
    await expect(page.getByLabel("Position", { exact: true })).toHaveValue(job.title);
    await expect(page.getByLabel("Industry")).toHaveValue("IT");
    await wizard.sendJobStep();
    const [row] = query<{ jobId: string; position: string; industry: string }>(
      "SELECT jobId, position, industry FROM CareerApplication WHERE emailAddress = ?",
      email,
    );
    expect(row).toEqual({ jobId: job.id, position: job.title, industry: "IT" });
  });

  test("the navbar's Jobs entry leads to the open positions, and the bar still fits at 1024 px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/career");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Jobs", exact: true }).click();
    await expect(page).toHaveURL(/\/careers\/jobs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open positions");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("the server refuses an application naming a closed job", async ({ request, baseURL }) => {
    const job = insertJob(uniqueTag(), { status: "closed" });
    const body = {
      id: crypto.randomUUID(),
      firstName: "Ravi",
      lastName: "Verma",
      gender: "Male",
      location: "Kanpur",
      phoneNumber: "9876543211",
      emailAddress: uniqueEmail("closedjob"),
      visit: "firstTime",
      industry: "IT",
      position: job.title,
      experience: 5,
      relevantExperience: 4,
      currentCompany: "Acme",
      noticePeriod: "30 days",
      purpose: "App Development",
      about: "webBrowsing",
      aggreement: true,
      jobId: job.id,
    };
    const answer = await request.post("/api/users", { data: body, headers: { Origin: baseURL ?? "" } });
    expect(answer.status()).toBe(422);
    expect((await answer.json()).errors).toEqual([{ field: "jobId", msg: expect.stringContaining("no longer open") }]);
    expect(query("SELECT id FROM CareerApplication WHERE id = ?", body.id)).toHaveLength(0);
  });

  test("a closed job and an expired one answer 410 with a link to the open ones, and leave the sitemap", async ({ page, request }) => {
    const closed = insertJob(uniqueTag(), { status: "closed" });
    const expired = insertJob(uniqueTag(), { closesAt: new Date(Date.now() - 60_000) });
    const open = insertJob(uniqueTag());
    for (const job of [closed, expired]) {
      const response = await page.goto(`/careers/jobs/${job.slug}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This position is closed");
      await expect(page.getByRole("main").getByRole("link", { name: "See open positions" })).toHaveAttribute("href", "/careers/jobs");
    }
    await expectNoAxeViolations(page);
    expect((await request.get("/careers/jobs/no-such-job-here")).status()).toBe(404);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/careers/jobs/${open.slug}<`);
    expect(sitemap).not.toContain(`/careers/jobs/${closed.slug}<`);
    expect(sitemap).not.toContain(`/careers/jobs/${expired.slug}<`);
  });
});

test.describe("operator jobs", () => {
  test("the operator creates a job, opens it, sees it listed, closes it, duplicates it, and filters applications by it", async ({ page, context }) => {
    test.slow(); // a whole working session, with axe on three pages
    await signIn(context, "operator");
    const tag = uniqueTag();
    const title = `Clinical Data Manager ${tag}`;
    await page.goto("/admin/jobs");
    await page.getByRole("link", { name: "New job" }).click();
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Area").selectOption("healthcare");
    await page.getByLabel("Location", { exact: true }).fill("Lucknow, Uttar Pradesh");
    await page.getByLabel("Employment type").selectOption("FULL_TIME");
    await page.getByLabel("Workplace").selectOption("hybrid");
    await page.getByLabel("Experience from (years)").fill("2");
    await page.getByLabel("Experience up to (years)").fill("5");
    await page.getByLabel("Salary from (INR a year, optional)").fill("600000");
    await page.getByLabel("Description").fill(`Run trial data for ${tag}.\n\n- CDISC\n- Medidata Rave`);
    await page.getByRole("button", { name: "Create as draft" }).click();
    await expect(page.getByRole("status")).toHaveText(/created as a draft/);
    await expectNoAxeViolations(page);
    const [job] = query<{ id: string; slug: string; status: string; salaryMin: number; salaryMax: number | null }>(
      "SELECT id, slug, status, salaryMin, salaryMax FROM Job WHERE title = ?",
      title,
    );
    expect(job).toMatchObject({ status: "draft", salaryMin: 600000, salaryMax: null });
    expect((await page.request.get(`/careers/jobs/${job?.slug}`)).status()).toBe(404);

    await page.getByRole("button", { name: "Open (publish)" }).click();
    await expect(page.getByRole("status")).toHaveText(/is open/);
    await page.goto(`/careers/jobs?q=${tag}`);
    await expect(page.getByRole("link", { name: title })).toBeVisible();

    const applicant = `Meera${tag}`;
    const applicationId = insertCareer({ firstName: applicant, lastName: "Shukla", emailAddress: uniqueEmail("applicant"), createdAt: new Date() });
    execute(`UPDATE "CareerApplication" SET "jobId" = ? WHERE "id" = ?`, job?.id, applicationId);
    insertCareer({ firstName: `Other${tag}`, lastName: "Applicant", emailAddress: uniqueEmail("other"), createdAt: new Date() });
    await page.goto("/admin/jobs");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: `1 application for ${title}` }).click();
    await expect(page.getByLabel("Job", { exact: true })).toHaveValue(job?.id ?? "");
    await expect(page.getByRole("link", { name: new RegExp(applicant) })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`Other${tag}`) })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(`/admin/jobs/${job?.id}`);

    await page.getByRole("button", { name: "Close", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(/closed/);
    expect((await page.request.get(`/careers/jobs/${job?.slug}`)).status()).toBe(410);

    await page.getByRole("button", { name: "Duplicate as a new draft" }).click();
    await expect(page.getByRole("status")).toHaveText(/the copy/);
    expect(query<{ status: string }>("SELECT status FROM Job WHERE title = ? ORDER BY createdAt", title).map((row) => row.status)).toEqual(["closed", "draft"]);
  });
});
