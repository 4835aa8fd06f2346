// Stored files that no row points to. Blog and newsletter images are saved before their row is
// written, so a crash in between leaves the file behind; the sweep removes such files once they
// are over an hour old (an upload in progress is never that old). Resumes are claimed in their
// row before the file is saved, but are swept the same way should a claim ever be lost.
import type { PrismaClient } from "../../generated/prisma/client";
import type { FileStore } from "../../core/storage/file-store";
import { PROOF_FOLDER } from "../../content/proof";
import { VARIANT_WIDTHS, variantKey } from "../../core/uploads/image-variants";

export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Every folder of the file store and the columns that hold its keys: career and business resumes
 * (lib/features/submissions), saved profiles' resumes (lib/features/profile), blog images
 * (lib/features/blog/image.ts), newsletter images
 * (lib/features/newsletter/campaigns.ts), inbound messages' files (lib/features/conversations), and the proof-of-work images with their narrower copies
 * (lib/features/proof: case studies, client logos, team members). A folder missing here is never swept.
 */
type KeysOf = (db: PrismaClient) => Promise<Array<string | null>>;

const proofKeys: KeysOf = async (db) => {
  const select = { select: { imageKey: true } };
  const tables = await Promise.all([
    db.caseStudy.findMany(select),
    db.clientLogo.findMany(select),
    db.teamMember.findMany(select),
  ]);
  return tables.flat().map((row) => row.imageKey);
};

/** An image's folder and the folders of its copies, each copy claimed by the key of its image. */
const withCopies = (folder: string, keysOf: KeysOf): Array<[string, KeysOf]> => [
  [folder, keysOf],
  ...VARIANT_WIDTHS.map((width): [string, KeysOf] => [
    `${folder}-w${width}`,
    async (db) => (await keysOf(db)).map((key) => key && variantKey(key, width)),
  ]),
];

const KEY_COLUMNS: Record<string, KeysOf> = {
  career: async (db) =>
    (await db.careerApplication.findMany({ select: { resumeKey: true } })).map((row) => row.resumeKey),
  business: async (db) =>
    (await db.businessEnquiry.findMany({ select: { resumeKey: true } })).map((row) => row.resumeKey),
  blog: async (db) => (await db.blogPost.findMany({ select: { imageKey: true } })).map((row) => row.imageKey),
  profile: async (db) =>
    (await db.applicantProfile.findMany({ select: { resumeKey: true } })).map((row) => row.resumeKey),
  newsletter: async (db) => (await db.campaign.findMany({ select: { imageKey: true } })).map((row) => row.imageKey),
  // Inbound messages' raw copies and attachments (lib/features/conversations): a message that went
  // with its record's work item leaves them here.
  messages: async (db) => [
    ...(await db.message.findMany({ where: { rawKey: { not: null } }, select: { rawKey: true } })).map(
      (row) => row.rawKey,
    ),
    ...(await db.messageAttachment.findMany({ select: { key: true } })).map((row) => row.key),
  ],
  ...Object.fromEntries(withCopies(PROOF_FOLDER, proofKeys)),
};

/** Removes files older than ORPHAN_AGE_MS that no row names; returns their keys. */
export async function removeOrphanFiles(db: PrismaClient, store: FileStore, now: Date): Promise<string[]> {
  const cutoff = now.getTime() - ORPHAN_AGE_MS;
  const removed: string[] = [];
  for (const [prefix, keysOf] of Object.entries(KEY_COLUMNS)) {
    const files = (await store.list(prefix)).filter((file) => file.modifiedAt.getTime() < cutoff);
    if (files.length === 0) continue;
    // Read after listing: a file saved and claimed meanwhile is newer than the cutoff anyway.
    const referenced = new Set(await keysOf(db));
    for (const { key } of files) {
      if (referenced.has(key)) continue;
      await store.delete(key);
      removed.push(key);
    }
  }
  return removed;
}
