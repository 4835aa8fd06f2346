// Pending blog submissions written straight into the throwaway database, for the moderation
// tests that do not need to go through the Create a Blog form; and posts a signed-in writer sends
// through the account's own handler.
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { baseUrl, execute, sqlDate } from "./accounts";
import { uniqueEmail } from "./fixtures";

export type PendingPost = { id: string; area: "business" | "digital" | "recruitment"; slug: string; title: string; email: string };

export function insertPendingPost(title: string, area: PendingPost["area"] = "digital"): PendingPost {
  const now = sqlDate(new Date());
  const post = { id: randomUUID(), area, slug: `pending-${randomUUID().slice(0, 8)}`, title, email: uniqueEmail("writer") };
  execute(
    `INSERT INTO "BlogPost" ("id", "area", "slug", "title", "body", "authorName", "keywords", "popular", "status", "fullName", "email", "phoneNumber", "consentIp", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, ?, 'Ravi Kumar', '', 0, 'pending', 'Ravi Kumar', ?, '9876543210', '198.51.100.9', ?, ?)`,
    post.id,
    post.area,
    post.slug,
    post.title,
    `First paragraph of ${title}.\n\nSecond paragraph.`,
    post.email,
    now,
    now,
  );
  return post;
}

export type WriterPost = { area: string; blogTitle: string; blogContent: string; authorName: string; intent: "save" | "submit" };

/** A post sent as the writer whose session `request` carries: a new one, or a change to post `id`. */
export const sendWriterPost = (request: APIRequestContext, data: WriterPost, id?: string) =>
  request.post(`/api/account/posts${id ? `/${id}` : ""}`, { data, headers: { origin: baseUrl() } });
