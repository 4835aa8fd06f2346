// The operator's proof-of-work handlers (/api/admin/proof/...): case studies, client logos and
// team members created as drafts from the multipart form with their image, edited, published,
// ordered and deleted; what visitors are shown of them; and the pages rendered again.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (p: string) => revalidated.push(p) }));

import { POST as create } from "@/app/api/admin/proof/[kind]/route";
import { POST as save } from "@/app/api/admin/proof/[kind]/[id]/route";
import { POST as act } from "@/app/api/admin/proof/[kind]/[id]/action/route";
import { ABOUT } from "@/lib/content/about";
import { HEALTHCARE } from "@/lib/content/recruitment-lines";
import { RECRUITMENT } from "@/lib/content/recruitment";
import { fileStore } from "@/lib/core/storage";
import { countPublishedCaseStudies } from "@/lib/features/launch/case-studies";
import { caseStudyEntries, findPublishedCaseStudy, proofFor, publishedCaseStudies } from "@/lib/features/proof/queries";
import { makeImage } from "./support/blog";
import { sessionCookie } from "./support/session";
import { db, storedBytes, uploadDir } from "./support/wizard";

type Kind = "case-studies" | "client-logos" | "team";
type Options = { cookie?: string; origin?: string; navigate?: boolean; image?: Buffer; imageName?: string };

const CASE_STUDY: Record<string, string> = {
  title: "Forty nurses for a new ICU wing",
  clientName: "Kanpur Care Hospital",
  industry: "Healthcare",
  service: "healthcare",
  summary: "Forty registered nurses in six weeks for a new ICU wing.",
  challenge: "A new ICU wing was to open in March.",
  approach: "- Screened by a senior nurse\n- Registrations checked with the council",
  results: "The wing opened on time, fully staffed.",
  "figures.0.value": "40",
  "figures.0.label": "nurses hired",
  "figures.1.value": "6 weeks",
  "figures.1.label": "from brief to joining",
  imageAlt: "Nurses at the new ICU wing's station",
};
const LOGO = { name: "Kanpur Care Hospital", websiteUrl: "https://care.example.com" };
const MEMBER = {
  name: "Ravi Verma",
  role: "Head of Recruitment",
  bio: "Twelve years of hiring for hospitals.",
  profileUrl: "",
  email: "ravi@example.com",
  consent: "on",
};

function request(url: string, fields: Record<string, string>, { cookie, origin, navigate, image, imageName = "cover.jpg" }: Options) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", new Blob([new Uint8Array(image)], { type: "image/jpeg" }), imageName);
  const headers: Record<string, string> = { host: "localhost:3000" };
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  if (navigate) headers["sec-fetch-mode"] = "navigate";
  return new Request(`http://localhost:3000${url}`, { method: "POST", headers, body: form });
}

async function createEntry(kind: Kind, fields: Record<string, string>, options: Options) {
  const response = await create(request(`/api/admin/proof/${kind}`, fields, options), { params: Promise.resolve({ kind }) });
  return { status: response.status, response, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

async function saveEntry(kind: Kind, id: string, fields: Record<string, string>, options: Options) {
  const response = await save(request(`/api/admin/proof/${kind}/${id}`, fields, options), { params: Promise.resolve({ kind, id }) });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

async function action(kind: Kind, id: string, body: Record<string, string>, cookie: string) {
  const headers = { host: "localhost:3000", "content-type": "application/json", cookie };
  const response = await act(
    new Request(`http://localhost:3000/api/admin/proof/${kind}/${id}/action`, { method: "POST", headers, body: JSON.stringify(body) }),
    {
      params: Promise.resolve({ kind, id }),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const storedKeys = async () =>
  (await Promise.all(["proof", "proof-w400", "proof-w800", "proof-w1200"].map((folder) => fileStore.list(folder))))
    .flat()
    .map((file) => file.key)
    .sort();

let operator = "";
beforeEach(async () => {
  await Promise.all([db.caseStudy.deleteMany(), db.clientLogo.deleteMany(), db.teamMember.deleteMany()]);
  fs.rmSync(uploadDir, { recursive: true, force: true });
  revalidated.length = 0;
  operator = await sessionCookie("operator");
});
afterAll(() => db.$disconnect());

describe("the operator's proof-of-work handlers", () => {
  it("refuse anyone but the operator, and another site's form, and store nothing", async () => {
    const image = await makeImage("jpeg");
    expect((await createEntry("case-studies", CASE_STUDY, { image })).status).toBe(401);
    expect((await createEntry("case-studies", CASE_STUDY, { image, cookie: await sessionCookie("user") })).status).toBe(403);
    expect((await createEntry("case-studies", CASE_STUDY, { image, cookie: operator, origin: "https://evil.example" })).status).toBe(403);
    expect((await createEntry("unknown" as Kind, CASE_STUDY, { cookie: operator })).status).toBe(404);
    expect(await db.caseStudy.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("create a case study as a draft, its cover re-encoded as WebP with narrower copies, encrypted in the store", async () => {
    const created = await createEntry("case-studies", CASE_STUDY, { cookie: operator, image: await makeImage("jpeg", 1700, 956) });
    expect(created.status).toBe(200);
    const row = await db.caseStudy.findUniqueOrThrow({ where: { id: String(created.body.id) } });
    expect(row).toMatchObject({
      slug: "forty-nurses-for-a-new-icu-wing",
      status: "draft",
      position: 0,
      imageWidth: 1600,
      imageHeight: 900,
      quoteText: null,
      publishedAt: null,
    });
    expect(JSON.parse(row.figures)).toEqual([
      { value: "40", label: "nurses hired" },
      { value: "6 weeks", label: "from brief to joining" },
    ]);
    const name = String(row.imageKey).slice("proof/".length);
    expect(await storedKeys()).toEqual([`proof-w1200/${name}`, `proof-w400/${name}`, `proof-w800/${name}`, `proof/${name}`]);
    const webp = await storedBytes(row.imageKey);
    expect([webp.subarray(0, 4).toString("latin1"), webp.subarray(8, 12).toString("latin1")]).toEqual(["RIFF", "WEBP"]);
    expect(revalidated).toEqual(expect.arrayContaining(["/case-studies", "/healthcare", "/recruitment", "/about", "/sitemap.xml"]));
    expect(await db.auditEvent.count({ where: { action: "proof-save", recordKind: "case-studies", recordId: row.id } })).toBe(1);

    // The editor's form without JavaScript is sent to the new entry's page; the same title takes the next slug.
    const fromPage = await createEntry("case-studies", CASE_STUDY, { cookie: operator, navigate: true });
    expect(fromPage.status).toBe(303);
    const second = await db.caseStudy.findFirstOrThrow({ where: { id: { not: row.id } } });
    expect(fromPage.response.headers.get("location")).toBe(`/admin/proof/case-studies/${second.id}?saved=created`);
    expect(second).toMatchObject({ slug: "forty-nurses-for-a-new-icu-wing-2", position: 1, imageKey: null });
  });

  it("refuse an image whose bytes are not one (415), and a form with problems (422, by field), keeping no row and no file", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await createEntry("case-studies", CASE_STUDY, { cookie: operator, image: svg, imageName: "cover.png" });
    expect(refused.status).toBe(415);
    const image = await makeImage("png");
    const noAlt = await createEntry("case-studies", { ...CASE_STUDY, imageAlt: "" }, { cookie: operator, image });
    expect(noAlt.status).toBe(422);
    expect(noAlt.body.errors).toEqual([{ field: "imageAlt", msg: "Describe the cover image for people who cannot see it" }]);
    const halfFigure = await createEntry("case-studies", { ...CASE_STUDY, "figures.1.label": "" }, { cookie: operator, image });
    expect(halfFigure.body.errors).toEqual([{ field: "figures.1.label", msg: "Say what this number measures" }]);
    const noConsent = await createEntry("team", { ...MEMBER, consent: "" }, { cookie: operator, image });
    expect(noConsent.body.errors).toEqual([{ field: "consent", msg: "Show someone only with their agreement" }]);
    expect(await db.caseStudy.count()).toBe(0);
    expect(await db.teamMember.count()).toBe(0);
    expect(await storedKeys()).toEqual([]);
  });

  it("keep a draft off the site; publishing needs an image, then shows it on its service page, /case-studies and the sitemap", async () => {
    const { body } = await createEntry("case-studies", { ...CASE_STUDY, imageAlt: "" }, { cookie: operator });
    const id = String(body.id);
    expect(await publishedCaseStudies(["healthcare"])).toEqual([]);
    expect(await findPublishedCaseStudy("forty-nurses-for-a-new-icu-wing")).toBeNull();
    expect((await proofFor(HEALTHCARE))["case-studies"]?.items).toEqual([]);
    expect(await countPublishedCaseStudies()).toBe(0);

    expect(await action("case-studies", id, { action: "publish" }, operator)).toMatchObject({
      status: 409,
      body: { error: "Add an image before publishing." },
    });
    expect((await db.caseStudy.findUniqueOrThrow({ where: { id } })).status).toBe("draft");
    expect((await saveEntry("case-studies", id, CASE_STUDY, { cookie: operator, image: await makeImage("webp", 800, 450) })).status).toBe(200);
    revalidated.length = 0;
    expect(await action("case-studies", id, { action: "publish" }, operator)).toMatchObject({ status: 200, body: { status: "published" } });
    expect(revalidated).toEqual(expect.arrayContaining(["/healthcare", "/case-studies", "/sitemap.xml"]));

    const [card] = (await proofFor(HEALTHCARE))["case-studies"]?.items ?? [];
    expect(card).toMatchObject({ slug: "forty-nurses-for-a-new-icu-wing", serviceLabel: "Healthcare Recruitment", clientName: "Kanpur Care Hospital" });
    // The recruitment home page shows healthcare hiring too; IT consulting does not.
    expect((await proofFor(RECRUITMENT))["case-studies"]?.items).toHaveLength(1);
    expect(await publishedCaseStudies(["it-consulting"])).toEqual([]);
    const page = await findPublishedCaseStudy("forty-nurses-for-a-new-icu-wing");
    expect(page?.image?.srcSet).toMatch(/^\/proof-images\/[0-9a-f-]+-400w\.webp 400w, \/proof-images\/[0-9a-f-]+\.webp 800w$/);
    expect((await caseStudyEntries()).map((entry) => entry.slug)).toEqual(["forty-nurses-for-a-new-icu-wing"]);
    // The launch checklist's item about case studies goes with the first one published.
    expect(await countPublishedCaseStudies()).toBe(1);

    expect((await action("case-studies", id, { action: "unpublish" }, operator)).status).toBe(200);
    expect(await caseStudyEntries()).toEqual([]);
    expect(await db.auditEvent.count({ where: { recordId: id, action: { in: ["proof-publish", "proof-unpublish"] } } })).toBe(2);
  });

  it("save an edit over the row: a new image replaces the old one, whose files go; the address stays", async () => {
    const { body } = await createEntry("case-studies", CASE_STUDY, { cookie: operator, image: await makeImage("jpeg", 900, 500) });
    const id = String(body.id);
    const before = await db.caseStudy.findUniqueOrThrow({ where: { id } });
    const saved = await saveEntry(
      "case-studies",
      id,
      { ...CASE_STUDY, title: "Forty-two nurses for a new ICU wing" },
      { cookie: operator, image: await makeImage("png", 500, 300) },
    );
    expect(saved.status).toBe(200);
    const after = await db.caseStudy.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({ title: "Forty-two nurses for a new ICU wing", slug: before.slug, imageWidth: 500 });
    expect(after.imageKey).not.toBe(before.imageKey);
    expect(await storedKeys()).toEqual([`proof-w400/${String(after.imageKey).slice(6)}`, String(after.imageKey)]);
    // Saving without a file keeps the image.
    await saveEntry("case-studies", id, CASE_STUDY, { cookie: operator });
    expect((await db.caseStudy.findUniqueOrThrow({ where: { id } })).imageKey).toBe(after.imageKey);
    expect((await saveEntry("case-studies", "cnosuchentry000000000000", CASE_STUDY, { cookie: operator })).status).toBe(404);
  });

  it("record the quoted person's agreement once, and again only for another person", async () => {
    const quote = {
      quoteText: "Forty nurses, on time.",
      quoteName: "Dr Asha Rao",
      quoteRole: "Medical Director",
      quoteEmail: "asha@example.com",
      quoteConsent: "on",
    };
    const { body } = await createEntry("case-studies", { ...CASE_STUDY, ...quote }, { cookie: operator });
    const id = String(body.id);
    const first = (await db.caseStudy.findUniqueOrThrow({ where: { id } })).quoteConsentAt;
    expect(first).toBeInstanceOf(Date);
    await saveEntry("case-studies", id, { ...CASE_STUDY, ...quote, quoteText: "Forty nurses, all on time." }, { cookie: operator });
    expect((await db.caseStudy.findUniqueOrThrow({ where: { id } })).quoteConsentAt).toEqual(first);
    await saveEntry("case-studies", id, CASE_STUDY, { cookie: operator });
    expect(await db.caseStudy.findUniqueOrThrow({ where: { id } })).toMatchObject({ quoteText: null, quoteName: null, quoteEmail: null, quoteConsentAt: null });
  });

  it("move entries up and down the site's order, the ends staying where they are", async () => {
    const names = ["Asha", "Ravi", "Meera"];
    const ids: string[] = [];
    for (const name of names) ids.push(String((await createEntry("team", { ...MEMBER, name }, { cookie: operator })).body.id));
    const order = async () => (await db.teamMember.findMany({ orderBy: { position: "asc" } })).map((row) => row.name);
    expect(await order()).toEqual(names);
    await action("team", ids[2] ?? "", { action: "up" }, operator);
    expect(await order()).toEqual(["Asha", "Meera", "Ravi"]);
    await action("team", ids[0] ?? "", { action: "down" }, operator);
    expect(await order()).toEqual(["Meera", "Asha", "Ravi"]);
    // The first cannot go up, nor the last down.
    await action("team", ids[2] ?? "", { action: "up" }, operator);
    await action("team", ids[1] ?? "", { action: "down" }, operator);
    expect(await order()).toEqual(["Meera", "Asha", "Ravi"]);
  });

  it("show published team members and logos on /about, and delete one with its image (its box ticked)", async () => {
    const photo = await makeImage("jpeg", 600, 600);
    const member = String((await createEntry("team", MEMBER, { cookie: operator, image: photo })).body.id);
    const logo = String((await createEntry("client-logos", LOGO, { cookie: operator, image: await makeImage("png", 300, 120) })).body.id);
    await createEntry("team", { ...MEMBER, name: "Draft Person" }, { cookie: operator, image: photo });
    for (const [kind, id] of [
      ["team", member],
      ["client-logos", logo],
    ] as const)
      expect((await action(kind, id, { action: "publish" }, operator)).status).toBe(200);
    const bands = await proofFor(ABOUT);
    expect(bands["our-team"]?.items).toEqual([expect.objectContaining({ name: "Ravi Verma", role: "Head of Recruitment" })]);
    expect(bands["our-clients"]?.items).toEqual([expect.objectContaining({ name: "Kanpur Care Hospital", websiteUrl: "https://care.example.com" })]);

    const { imageKey } = await db.teamMember.findUniqueOrThrow({ where: { id: member } });
    expect((await action("team", member, { action: "delete" }, operator)).status).toBe(422);
    expect((await action("team", member, { action: "delete", confirm: "yes" }, operator)).status).toBe(200);
    expect(await db.teamMember.count({ where: { id: member } })).toBe(0);
    expect((await storedKeys()).filter((key) => key.endsWith(String(imageKey).slice(6)))).toEqual([]);
    expect(fs.existsSync(path.join(uploadDir, String(imageKey)))).toBe(false);
    expect((await proofFor(ABOUT))["our-team"]?.items).toEqual([]);
    expect((await action("team", member, { action: "publish" }, operator)).status).toBe(404);
  });
});
