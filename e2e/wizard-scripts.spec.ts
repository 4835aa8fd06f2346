// What a wizard's first visit transfers (#39): until the visitor acts, no script carries code the
// page does not run yet or could do without: tailwind-merge (the wizards' buttons and fields join
// their classes, like LightButton), next/image (the logo is an unoptimised SVG), and the steps after
// the two filled in (fetched on the first interaction with the resolver, useDeferred). And the
// wizard hydrates in its own boundary, after the frame. A job's page, with quick apply, carries no
// tailwind-merge either (#25's budget: its own scripts within 10 KB of the jobs list's). And no page
// sends a module twice (next.config.ts, EVERY_PAGE_SHARED).
import { expect, test, type Page } from "@playwright/test";
import { NETWORK_ERROR, SEND_FAILED } from "../lib/client/send";
import { EMAIL_PATTERN } from "../lib/validation/email";
import { QUICK_APPLY_TEXT } from "../lib/content/jobs";
import { WizardPage } from "./pages/wizard";

/** Strings that survive minification, each found only in its library's code. */
const LIBRARIES = { "tailwind-merge": "isThemeGetter", "next/image": "data-nimg", "the feedback step": "/api/feedback" };

/** A piece of the e-mail rule's pattern that survives minification (its domain labels). */
const EMAIL_RULE = EMAIL_PATTERN.source.split("@")[1]?.slice(0, 30) ?? "";

/** The code of every script `path` transfers until the network is idle. */
async function scriptsUntilIdle(page: Page, path: string): Promise<string> {
  const scripts: Array<Promise<string>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return (await Promise.all(scripts)).join("\n");
}

for (const path of ["/career-form", "/business-form", "/partner-form"]) {
  test(`${path} transfers no class merger, image optimiser or later step until idle`, async ({ page }) => {
    const code = await scriptsUntilIdle(page, path);
    expect(code.length).toBeGreaterThan(0);
    for (const [library, marker] of Object.entries(LIBRARIES)) expect(code.includes(marker), `${library} is among ${path}'s scripts`).toBe(false);
    // The wizard is its own Suspense boundary, hydrated after the frame in slices (app/(forms)/layout.tsx).
    expect(await (await page.request.get(path)).text()).toContain('<main id="main"><!--$-->');
  });
}

test("a job's page, with its quick-apply form, transfers no class merger until idle either", async ({ page }) => {
  // Found without opening the list in the page: scripts the list still loaded would be counted, and
  // their bodies are gone once the page moves on.
  const job = /href="(\/careers\/jobs\/[a-z0-9-]+)"/.exec(await (await page.request.get("/careers/jobs")).text())?.[1];
  expect(job).toBeTruthy();
  const code = await scriptsUntilIdle(page, job ?? "");
  await expect(page.getByRole("button", { name: QUICK_APPLY_TEXT.submit })).toBeVisible();
  expect(code.length).toBeGreaterThan(0);
  expect(code.includes(LIBRARIES["tailwind-merge"]), "tailwind-merge is among the job page's scripts").toBe(false);
});

test("/ fetches the forms' transport and the e-mail rule when the footer's form takes focus, not with the page", async ({ page }) => {
  const code = await scriptsUntilIdle(page, "/");
  expect(code.length).toBeGreaterThan(0);
  expect(EMAIL_RULE).toContain("{0,61}");
  for (const marker of [SEND_FAILED, EMAIL_RULE]) expect(code.includes(marker), `${marker} is among /'s scripts`).toBe(false);
  const later: Array<Promise<string>> = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") later.push(response.text());
  });
  await page.getByRole("textbox", { name: "Subscribe to our newsletter" }).focus();
  await expect.poll(async () => (await Promise.all(later)).join("\n")).toContain(SEND_FAILED);
  expect((await Promise.all(later)).join("\n")).toContain(EMAIL_RULE);
});

for (const path of ["/", "/business-blog", "/account"]) {
  test(`${path} sends each module of its scripts once`, async ({ page }) => {
    // Every chunk the page names (in its loader or as Next wrote them), and the modules in each.
    const html = await (await page.request.get(path)).text();
    const chunks = [...new Set(html.match(/\/_next\/static\/chunks\/[^"\\]+\.js/g) ?? [])];
    expect(chunks.length).toBeGreaterThan(5);
    const seen = new Map<string, string[]>();
    for (const chunk of chunks) {
      const code = await (await page.request.get(chunk)).text();
      // A module is `<id>:(e,t,r)=>{` or `<id>:function(e,t,r){` in webpack's chunk object; a stylesheet's
      // stand-in module is `<id>:()=>{}`, empty, in each chunk that imports the stylesheet.
      for (const [, id] of code.matchAll(/[{,](\d+):(?:\([a-z,]+\)=>\{|function\([a-z,]*\)\{)/g)) {
        seen.set(id ?? "", [...(seen.get(id ?? "") ?? []), chunk.split("/").pop() ?? chunk]);
      }
    }
    expect([...seen].filter(([, where]) => where.length > 1)).toEqual([]);
  });
}

test("without a network the deferred steps say so on Next, and Next goes on once it is back", async ({ page }) => {
  await page.goto("/partner-form", { waitUntil: "networkidle" });
  const wizard = new WizardPage(page);
  // The deferred chunk is asked for on the first interaction, with the network down.
  await page.route("**/_next/static/chunks/**", (route) => route.abort());
  await wizard.answer(
    ["Have you visited before?", "No"],
    ["What is the purpose of the partnership?", "Business Colaboration"],
    ["How did you find us?", "Web"],
  );
  await wizard.fillPersonal({ first: "Ravi", last: "Saxena", gender: "Male", location: "Kanpur", phone: "98765 43210", email: "ravi@example.com" });
  await wizard.next.click();
  const unreachable = page.getByRole("alert").filter({ hasText: NETWORK_ERROR });
  await expect(unreachable).toBeVisible();
  await page.unroute("**/_next/static/chunks/**");
  await wizard.next.click();
  await wizard.heading("Partnership Related Information");
  await expect(unreachable).toHaveCount(0);
});
