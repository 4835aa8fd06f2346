// Who may see an uploaded image: anyone once the row it belongs to is published, only a signed-in
// operator before that (to review it). Everyone else gets the same 404 as for an unknown name.
// Blog covers answer here; the proof-of-work images (lib/features/proof) use the same rule.
import "server-only";
import { Readable } from "node:stream";
import { currentUser } from "../auth";
import { db } from "../../core/db";
import { notFound } from "../../core/http";
import { fileStore } from "../../core/storage";
import { keyOfImageName } from "./image";

/** Whether the row holding an image is published; null when no row holds it. */
export type ImageOwner = (key: string) => Promise<{ published: boolean } | null>;

/** The stored image (or its copy) a URL's `name` asks for, in folder `prefix`, if `ownerOf` lets the visitor of
 * `request` see it. */
export async function storedImageResponse(
  name: string,
  prefix: string,
  ownerOf: ImageOwner,
  request?: Request,
): Promise<Response> {
  const names = keyOfImageName(name, prefix);
  if (!names) throw notFound();
  const { key, file } = names;
  const owner = await ownerOf(key);
  if (!owner) throw notFound();
  const { published } = owner;
  if (!published && (await currentUser(request))?.role !== "operator") throw notFound();
  // An image uploaded before copies were made has none: its full size stands in.
  const stream = (await fileStore.open(file)) ?? (await fileStore.open(key));
  if (!stream) throw notFound();
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "image/webp",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
      // A row taken down stops being served within the hour; an unpublished one is never cached.
      "Cache-Control": published ? "public, max-age=3600" : "private, no-store",
    },
  });
}

export function blogImageResponse(name: string): Promise<Response> {
  return storedImageResponse(name, "blog", async (key) => {
    const post = await db.blogPost.findUnique({ where: { imageKey: key }, select: { status: true } });
    return post && { published: post.status === "published" };
  });
}
