// Requests to the account's post handlers (POST /api/account/posts and /api/account/posts/[id]) and
// the rows they leave, for the blog writer's tests (test/api-blog-writer*.test.ts).
import { POST as createPost } from "@/app/api/account/posts/route";
import { POST as updatePost } from "@/app/api/account/posts/[id]/route";
import { db } from "./blog";

export type Answer = { status: number; body: Record<string, unknown> };

/** Sends from client IPs `ipPrefix`.x.y: each file its own range, so one file's rate limits never touch another's. */
export function postsClient(ipPrefix: string) {
  let ipCounter = 0;
  const nextIp = () => `${ipPrefix}.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  async function send(
    body: Record<string, unknown>,
    { cookie, id, origin = "http://localhost:3000" }: { cookie?: string; id?: string; origin?: string } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { host: "localhost:3000", "content-type": "application/json", origin, "x-client-ip": nextIp() };
    if (cookie) headers.cookie = cookie;
    const url = `http://localhost:3000/api/account/posts${id ? `/${id}` : ""}`;
    const request = new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
    const response = id ? await updatePost(request, { params: Promise.resolve({ id }) }) : await createPost(request, { params: Promise.resolve({}) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  return { nextIp, send };
}

export const draft = (overrides: Record<string, unknown> = {}) => ({
  area: "recruitment",
  blogTitle: "Hiring your first data analyst",
  blogContent: "What to look for in a **first** data analyst.\n\n| Skill | Weight |\n| --- | ---: |\n| SQL | 40% |",
  authorName: "Asha Gupta",
  intent: "save",
  ...overrides,
});

export const rowOf = (id: unknown) => db.blogPost.findUniqueOrThrow({ where: { id: String(id) } });
export const mailKinds = async () => (await db.outboxMail.findMany({ orderBy: { kind: "asc" } })).map((mail) => mail.kind);
