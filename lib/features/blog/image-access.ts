// Who may see an uploaded blog image: anyone once its post is published, only a signed-in
// operator before that (to review it). Everyone else gets the same 404 as for an unknown name.
import "server-only";
import { Readable } from "node:stream";
import { currentUser } from "../auth";
import { db } from "../../core/db";
import { notFound } from "../../core/http";
import { fileStore } from "../../core/storage";
import { keyOfImageName } from "./image";

export async function blogImageResponse(name: string): Promise<Response> {
  const names = keyOfImageName(name);
  if (!names) throw notFound();
  const { key, file } = names;
  const post = await db.blogPost.findUnique({ where: { imageKey: key }, select: { status: true } });
  if (!post) throw notFound();
  const published = post.status === "published";
  if (!published && (await currentUser())?.role !== "operator") throw notFound();
  // An image uploaded before copies were made has none: its full size stands in.
  const stream = (await fileStore.open(file)) ?? (await fileStore.open(key));
  if (!stream) throw notFound();
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "image/webp",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      // A post taken down stops being served within the hour; a pending one is never cached.
      "Cache-Control": published ? "public, max-age=3600" : "private, no-store",
    },
  });
}
