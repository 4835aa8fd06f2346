// Without JavaScript a form is sent by the browser itself: a form with no method sends its fields
// in the address (a password in the history and the proxies' logs, a post's whole text lost). Every
// page's forms post to a handler that answers a browser, or are searches; and the journeys a visitor
// without a script takes (log in, write to us, save a draft) end on a page that says what happened.
import { hash } from "@node-rs/argon2";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { AUTH_COPY } from "../lib/content/auth";
import { baseUrl, execute, expect, signIn, test } from "./support/accounts";
import { query, uniqueEmail, uniqueIp } from "./support/fixtures";
import { uniqueTag } from "./support/records";

type FoundForm = { page: string; method: string; action: string; search: boolean; fields: string };

const AUTH_PAGES = [
  "/signup",
  "/login",
  "/google-login",
  "/forgot-password",
  "/verify-code",
  "/reset-password",
  "/verify-email",
  "/introduction",
  "/two-factor",
  "/operator-invite",
];
const ACCOUNT_PAGES = ["/account", "/account/profile", "/account/applications", "/account/posts", "/account/posts/new"];
const OPERATOR_PAGES = [
  "/admin",
  "/admin/career-applications",
  "/admin/subscribers",
  "/admin/jobs",
  "/admin/jobs/new",
  "/admin/operators",
  "/admin/audit",
  "/admin/company",
  "/admin/blog-posts/new",
  "/admin/proof",
  "/admin/blog-authors",
  "/admin/privacy",
  "/admin/availability",
  "/admin/unmatched-mail",
  "/Newsletter",
];

const scriptless = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": uniqueIp() } });

/** `steps` on a page of a new script-less browser of their own, which is closed afterwards whatever happens. */
async function inScriptlessPage(browser: Browser, baseURL: string | undefined, steps: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await scriptless(browser, baseURL);
  try {
    await steps(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/** Every form of each page as the server sent it; a form without a method is sent by GET. */
async function formsOn(context: BrowserContext, paths: string[]): Promise<FoundForm[]> {
  const page = await context.newPage();
  const found: FoundForm[] = [];
  for (const path of paths) {
    // The forms are in the HTML the server sent: no need to wait for images and styles.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const forms = await page.locator("form").evaluateAll((elements) =>
      elements.map((form) => ({
        method: (form.getAttribute("method") ?? "get").toLowerCase(),
        action: form.getAttribute("action") ?? "",
        search: form.closest('[role="search"], search') !== null,
        fields: Array.from(form.querySelectorAll("[name]"), (field) => field.getAttribute("name")).join(","),
      })),
    );
    found.push(...forms.map((form) => ({ page: path, ...form })));
  }
  await page.close();
  return found;
}

const sentByGet = (forms: FoundForm[]) => forms.filter((form) => form.method === "get" && !form.search);

async function sitemapPaths(context: BrowserContext): Promise<string[]> {
  const xml = await (await context.request.get("/sitemap.xml")).text();
  return Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1] ?? "/").pathname);
}

/** A draft of the signed-in writer's, saved through the workspace's handler: its id. */
async function saveDraft(context: BrowserContext, title: string): Promise<string> {
  const answer = await context.request.post(`${baseUrl()}/api/account/posts`, {
    data: {
      area: "business",
      blogTitle: title,
      blogContent: "A draft long enough to be saved by the workspace's own rules.",
      authorName: `Asha ${uniqueTag()}`,
      intent: "save",
    },
    headers: { origin: baseUrl() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

test.describe("forms without JavaScript", () => {
  test("no page sends a form by GET unless it is a search, signed out, as a writer or as an operator", async ({ browser, baseURL }) => {
    test.setTimeout(240_000); // every page of the sitemap and of the account and operator areas
    const visitor = await scriptless(browser, baseURL);
    const writer = await scriptless(browser, baseURL);
    const operator = await scriptless(browser, baseURL);
    try {
      const pages = [...new Set([...(await sitemapPaths(visitor)), ...AUTH_PAGES])];
      expect(pages.length, "the sitemap lists the site's pages").toBeGreaterThan(40);
      await signIn(writer, "user");
      const draft = await saveDraft(writer, `A saved draft ${Date.now()}`);
      await signIn(operator, "operator");
      const forms = [
        ...(await formsOn(visitor, pages)),
        ...(await formsOn(writer, [...ACCOUNT_PAGES, `/account/posts/${draft}`])),
        ...(await formsOn(operator, OPERATOR_PAGES)),
      ];
      // The pages that had these forms before: each must still have its form, sent by POST.
      for (const path of ["/login", "/signup", "/forgot-password", "/contact", "/account/posts/new", `/account/posts/${draft}`]) {
        expect(forms.filter((form) => form.page === path && form.method === "post").length, `${path} posts its form`).toBeGreaterThan(0);
      }
      expect(sentByGet(forms)).toEqual([]);
    } finally {
      await Promise.all([visitor.close(), writer.close(), operator.close()]);
    }
  });

  test("a visitor logs in, and a wrong password comes back to the login page saying so, never in the address", async ({ browser, baseURL }) => {
    await inScriptlessPage(browser, baseURL, async (page, context) => {
      const email = uniqueEmail("no-script-login");
      const now = new Date().toISOString().replace("Z", "+00:00");
      execute(
        `INSERT INTO "User" ("id", "email", "name", "role", "passwordHash", "emailVerifiedAt", "createdAt", "updatedAt") VALUES (?, ?, 'Asha', 'user', ?, ?, ?, ?)`,
        crypto.randomUUID(),
        email,
        await hash("Right@pass42", { algorithm: 2 }),
        now,
        now,
        now,
      );
      await page.goto("/login?next=/account/posts");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("Wrong@pass42");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/login?next=%2Faccount%2Fposts&problem=bad-login`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText("Invalid email or password.");

      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill("Right@pass42");
      await page.getByRole("button", { name: "Login", exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/account/posts`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("My blog posts");
      expect((await context.cookies()).filter((cookie) => cookie.name === "sid")).toHaveLength(1);
    });
  });

  test("forgot password goes on to the code screen, which says the code was mailed and that entering it needs JavaScript", async ({ browser, baseURL }) => {
    await inScriptlessPage(browser, baseURL, async (page) => {
      await page.goto("/forgot-password");
      await page.getByLabel("Email").fill(uniqueEmail("no-script-forgot"));
      await page.getByRole("button", { name: AUTH_COPY.forgot.submit }).click();
      await expect(page).toHaveURL(`${baseURL}/verify-code`);
      // A browser with scripting off shows <noscript>; Chromium with scripts merely disabled keeps it as text.
      expect(await page.getByRole("main").locator("noscript").textContent()).toContain(AUTH_COPY.verify.needsScript);
    });
  });

  test("a visitor sends the contact form and is thanked; a form left empty is told what to fix", async ({ browser, baseURL }) => {
    await inScriptlessPage(browser, baseURL, async (page) => {
      await page.goto("/contact");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(`${baseURL}/contact/sent?problem=invalid`);
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        "Some details need fixing: fill in every field, accept the privacy policy and send the form again.",
      );

      const email = uniqueEmail("no-script-contact");
      await page.goto("/contact");
      await page.getByLabel("Name").fill("Asha Gupta");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Phone").fill("9876543210");
      await page.getByLabel("Message").fill("Please call me about a cloud migration.");
      await page.getByLabel("I agree to the privacy policy").check();
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(`${baseURL}/contact/sent`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Message sent");
      await expect(page.getByRole("main").getByRole("status")).toHaveText("Thank you! Your message has been sent. We will reply within one business day.");
      expect(query<{ message: string }>(`SELECT "message" FROM "ContactMessage" WHERE "email" = ?`, email)).toEqual([
        { message: "Please call me about a cloud migration." },
      ]);
    });
  });

  test("a writer saves a draft, sees it again with its text, and saves a change to the same post", async ({ browser, baseURL }) => {
    await inScriptlessPage(browser, baseURL, async (page, context) => {
      const writer = await signIn(context, "user");
      const title = `Cloud costs without JavaScript ${Date.now()}`;
      const body = "# Why it matters\n\nA post written with the script off, long enough to be kept as a draft.";
      await page.goto("/account/posts/new");
      await page.getByLabel("Blog title").fill(title);
      await page.getByLabel("Blog content").fill(body);
      // An author name belongs to the first account that writes under it: this writer's own.
      const author = `Asha ${uniqueTag()}`;
      await page.getByLabel("Author name").fill(author);
      await page.getByRole("button", { name: "Save draft" }).click();

      await expect(page).toHaveURL(new RegExp(`^${baseURL}/account/posts/[0-9a-f-]{36}\\?saved=save$`));
      await expect(page.getByRole("main").getByRole("status")).toHaveText("Your draft is saved.");
      await expect(page.getByLabel("Blog title")).toHaveValue(title);
      await expect(page.getByLabel("Blog content")).toHaveValue(body);
      await expect(page.getByLabel("Author name")).toHaveValue(author);
      const rows = () => query<{ title: string; status: string }>(`SELECT "title", "status" FROM "BlogPost" WHERE "email" = ?`, writer.email);
      expect(rows()).toEqual([{ title, status: "draft" }]);

      await page.getByLabel("Blog title").fill(`${title} (revised)`);
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByRole("main").getByRole("status")).toHaveText("Your draft is saved.");
      await expect(page.getByLabel("Blog title")).toHaveValue(`${title} (revised)`);
      expect(rows()).toEqual([{ title: `${title} (revised)`, status: "draft" }]);
    });
  });
});
