// Blog rows and multipart requests for the blog tests. Each request comes from its own IP, so
// one test's rate limits never touch another's.
import fs from "node:fs";
import sharp from "sharp";
import { db, uploadDir } from "./wizard";

export { db, uploadDir };

let ipCounter = 0;
const nextIp = () => `10.2.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

type PostRow = Parameters<typeof db.blogPost.create>[0]["data"];
let postCounter = 0;

/** Inserts a post (published unless said otherwise) and returns it. */
export function insertPost(overrides: Partial<PostRow> = {}) {
  postCounter += 1;
  return db.blogPost.create({
    data: {
      area: "business",
      slug: `post-${postCounter}`,
      title: `Post number ${postCounter}`,
      body: `Body of post ${postCounter}.\n\nSecond paragraph.`,
      authorName: "Test Author",
      status: "published",
      publishedAt: new Date(Date.now() - postCounter * 60_000),
      ...overrides,
    },
  });
}

let emailCounter = 0;
export const blogFields = (overrides: Record<string, string | undefined> = {}): Record<string, string> => {
  const fields: Record<string, string | undefined> = {
    blogTitle: "Hiring your first data analyst",
    blogContent: "What to look for in a first data analyst, and which questions to ask in the interview.\n\nA second paragraph.",
    authorName: "Asha Gupta",
    fullName: "Asha Gupta",
    email: `writer-${++emailCounter}-${Date.now().toString(36)}@example.com`,
    phoneNumber: "9876543210",
    socialMediaProfile: "https://www.linkedin.com/in/asha",
    area: "recruitment",
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

export type FilePart = { field?: string; name: string; bytes: Buffer; type?: string };
type Handler = (request: Request, context: unknown) => Promise<Response>;
export type Answer = { status: number; body: Record<string, unknown> };

export async function postBlog(handler: Handler, fields: Record<string, string>, file?: FilePart, headers: Record<string, string> = {}): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field ?? "file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }), file.name);
  const request = new Request("http://localhost:3000/create-blog", {
    method: "POST",
    headers: { host: "localhost:3000", "x-client-ip": nextIp(), ...headers },
    body: form,
  });
  const response = await handler(request, undefined);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A real image of the given format and size, made by sharp. */
export function makeImage(format: "jpeg" | "png" | "webp", width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 80, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

export async function clearBlog(): Promise<void> {
  await db.outboxMail.deleteMany();
  await db.blogPost.deleteMany();
  await db.blogAuthor.deleteMany();
  await db.blogAuthorClaim.deleteMany();
  fs.rmSync(uploadDir, { recursive: true, force: true });
}
