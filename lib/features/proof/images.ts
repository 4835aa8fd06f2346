// The proof-of-work images (covers, logos, photos) go through the blog's image pipeline (sniffed,
// re-encoded as WebP, narrower copies for srcset, encrypted in the file store) into their own
// folder, and are served by app/proof-images/[name] under the blog images' rule: anyone once
// the row is published, only the operator before that.
import "server-only";
import { PROOF_FOLDER, PROOF_IMAGES_PATH } from "../../content/proof";
import { db } from "../../core/db";
import { imageNameOf, srcSetOf, storedImageResponse, type VariantWidth } from "../blog";

export type ProofImage = { src: string; srcSet: string; width: number; height: number };
type ImageColumns = { imageKey: string | null; imageWidth: number | null; imageHeight: number | null };

export const proofImageUrl = (key: string, width?: VariantWidth) => `${PROOF_IMAGES_PATH}/${imageNameOf(key, width)}`;

/** What an <img> needs of a row's image; null when it has none. */
export function proofImageOf(row: ImageColumns): ProofImage | null {
  if (!row.imageKey) return null;
  const width = row.imageWidth ?? 1600;
  return {
    src: proofImageUrl(row.imageKey),
    srcSet: srcSetOf(row.imageKey, width, proofImageUrl),
    width,
    height: row.imageHeight ?? 900,
  };
}

/** Whichever of the three tables holds the image decides who may see it. */
export function proofImageResponse(name: string, request: Request): Promise<Response> {
  return storedImageResponse(
    name,
    PROOF_FOLDER,
    async (key) => {
      const where = { where: { imageKey: key }, select: { status: true } };
      const [study, logo, member] = await Promise.all([
        db.caseStudy.findUnique(where),
        db.clientLogo.findUnique(where),
        db.teamMember.findUnique(where),
      ]);
      const row = study ?? logo ?? member;
      return row && { published: row.status === "published" };
    },
    request,
  );
}
