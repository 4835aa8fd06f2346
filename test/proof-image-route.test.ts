// GET /proof-images/[name]: a case study's cover, a client's logo or a team member's photo, to
// anyone once its row is published and only to the operator before that; the blog's own images
// are not reachable through it.
import { Readable } from "node:stream";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { GET } from "@/app/proof-images/[name]/route";
import { fileStore } from "@/lib/core/storage";
import { makeImage } from "./support/blog";
import { sessionCookie } from "./support/session";
import { db } from "./support/wizard";
import { expectPublicWebp } from "./support/image-route";

const NAME = "0b0f0a10-1111-4222-8333-944455556666.webp";

async function fetchImage(name: string, cookie?: string) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const response = await GET(new Request(`http://localhost:3000/proof-images/${name}`, { headers }), { params: Promise.resolve({ name }) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function stored(folder = "proof") {
  const bytes = await makeImage("webp");
  await fileStore.save(`${folder}/${NAME}`, Readable.from([bytes]));
  return bytes;
}

const member = (status: string) =>
  db.teamMember.create({
    data: {
      name: "Ravi Verma",
      role: "Recruiter",
      bio: "Hires.",
      email: "ravi@example.com",
      consentAt: new Date(),
      status,
      imageKey: `proof/${NAME}`,
      imageWidth: 64,
      imageHeight: 48,
    },
  });

beforeEach(async () => {
  await Promise.all([db.caseStudy.deleteMany(), db.clientLogo.deleteMany(), db.teamMember.deleteMany(), db.blogPost.deleteMany()]);
  await Promise.all(["proof", "blog"].map((folder) => fileStore.delete(`${folder}/${NAME}`)));
});
afterAll(() => db.$disconnect());

describe("GET /proof-images/[name]", () => {
  it("serves a published entry's image to anyone, as WebP with nosniff and a public hour", async () => {
    const bytes = await stored();
    await member("published");
    const { response, bytes: served } = await fetchImage(NAME);
    expectPublicWebp(response, served, bytes);
  });

  it("hides a draft's image from visitors and signed-in users, and shows it to the operator, never cached", async () => {
    const bytes = await stored();
    await db.clientLogo.create({ data: { name: "Acme", imageKey: `proof/${NAME}`, imageWidth: 64, imageHeight: 48 } });
    expect((await fetchImage(NAME)).response.status).toBe(404);
    expect((await fetchImage(NAME, await sessionCookie("user"))).response.status).toBe(404);
    const { response, bytes: served } = await fetchImage(NAME, await sessionCookie("operator"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(served).toEqual(bytes);
  });

  it("answers 404 for a name it does not make, a row without the file, and a blog image", async () => {
    await member("published");
    for (const name of ["../../etc/passwd", "x.webp", NAME.replace(".webp", "-500w.webp")]) expect((await fetchImage(name)).response.status, name).toBe(404);
    expect((await fetchImage(NAME)).response.status).toBe(404);
    await db.teamMember.deleteMany();
    await stored("blog");
    await db.blogPost.create({
      data: { area: "business", slug: "with-image", title: "T", body: "B", authorName: "A", status: "published", imageKey: `blog/${NAME}` },
    });
    expect((await fetchImage(NAME)).response.status).toBe(404);
  });
});
