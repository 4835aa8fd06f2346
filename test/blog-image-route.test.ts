import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ role: null as null | "user" | "operator" }));
vi.mock("@/lib/features/auth/session", () => ({
  currentUser: async () => (session.role ? { id: "u1", email: "op@example.com", name: "Op", role: session.role, sessionId: "s1" } : null),
}));

import { GET } from "@/app/blog-images/[name]/route";
import { fileStore } from "@/lib/core/storage";
import { clearBlog, db, insertPost, makeImage } from "./support/blog";
import { expectPublicWebp } from "./support/image-route";

const NAME = "0b0f0a10-1111-4222-8333-944455556666.webp";

async function fetchImage(name: string) {
  const response = await GET(new Request(`http://localhost:3000/blog-images/${name}`), { params: Promise.resolve({ name }) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function storedPost(status: string) {
  const bytes = await makeImage("webp");
  await fileStore.save(`blog/${NAME}`, (await import("node:stream")).Readable.from([bytes]));
  await insertPost({ status, imageKey: `blog/${NAME}`, imageWidth: 64, imageHeight: 48 });
  return bytes;
}

beforeEach(async () => {
  await clearBlog();
  session.role = null;
});
afterAll(() => db.$disconnect());

describe("GET /blog-images/[name]", () => {
  it("serves a published post's image to anyone, as WebP with nosniff", async () => {
    const bytes = await storedPost("published");
    const { response, bytes: served } = await fetchImage(NAME);
    expectPublicWebp(response, served, bytes);
  });

  it.each(["pending", "rejected"])("hides a %s post's image from visitors and signed-in users, shows it to the operator", async (status) => {
    const bytes = await storedPost(status);
    expect((await fetchImage(NAME)).response.status).toBe(404);
    session.role = "user";
    expect((await fetchImage(NAME)).response.status).toBe(404);
    session.role = "operator";
    const { response, bytes: served } = await fetchImage(NAME);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(served).toEqual(bytes);
  });

  it.each(["../../etc/passwd", "x.webp", `${NAME.replace(".webp", ".svg")}`, "0B0F0A10-1111-4222-8333-944455556666.webp"])(
    "answers the name %s with 404",
    async (name) => {
      await storedPost("published");
      expect((await fetchImage(name)).response.status).toBe(404);
    },
  );

  it("serves a copy by its width, falls back to the full image when the copy is missing, and refuses other widths", async () => {
    const full = await storedPost("published");
    const copy = await makeImage("webp");
    await fileStore.save(`blog-w400/${NAME}`, (await import("node:stream")).Readable.from([copy]));
    const small = await fetchImage(NAME.replace(".webp", "-400w.webp"));
    expect(small.response.status).toBe(200);
    expect(small.response.headers.get("content-type")).toBe("image/webp");
    expect(small.bytes).toEqual(copy);
    expect((await fetchImage(NAME.replace(".webp", "-800w.webp"))).bytes).toEqual(full);
    expect((await fetchImage(NAME.replace(".webp", "-500w.webp"))).response.status).toBe(404);
    expect((await fetchImage(NAME.replace(".webp", "-400w.webp.webp"))).response.status).toBe(404);
  });

  it("answers 404 for a key with no post and for a post whose file is gone", async () => {
    expect((await fetchImage(NAME)).response.status).toBe(404);
    await insertPost({ imageKey: `blog/${NAME}` });
    expect((await fetchImage(NAME)).response.status).toBe(404);
  });
});
