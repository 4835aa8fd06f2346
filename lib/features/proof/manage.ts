// The operator's side of proof of work: create (a draft, last in the order) and save from the
// multipart form with an optional image, publish and take down, move up and down, delete with
// the image. Every change has the pages that show proof of work rendered again (./revalidate.ts).
// Callers check the operator's session themselves.
import "server-only";
import { ADMIN_PROOF } from "../../content/admin-proof";
import { isProofKind, PROOF_FOLDER, type ProofKind } from "../../content/proof";
import { db } from "../../core/db";
import { isUniqueViolation } from "../../core/db/raw";
import { conflict, notFound } from "../../core/http";
import { recordIdParam } from "../../core/request";
import { removeScratch } from "../../core/uploads/multipart";
import { PROOF_IMAGE_FIELD, PROOF_MAX_FIELDS, type ProofAction } from "../../validation/proof";
import { recordAudit, type AuditAction, type AuditActor } from "../audit";
import { deleteImage, readImageForm, storeImage, type StoredImage } from "../blog";
import { ORDER, PROOF_KIND_DEFS, type Columns, type ProofListRow, type ProofRow } from "./kinds";
import { revalidateProof } from "./revalidate";

export type { ProofEditor, ProofListRow, ProofFormValues } from "./kinds";

/** A handler's `params` for /<kind>: one of the proof kinds, else not found. */
export function proofKindParam(raw: Record<string, string>): { kind: ProofKind } {
  const kind = raw.kind ?? "";
  if (!isProofKind(kind)) throw notFound(ADMIN_PROOF.unknown);
  return { kind };
}

/** A handler's `params` for /<kind>/<id>. */
export const proofRowParams = (raw: Record<string, string>) => ({
  ...proofKindParam(raw),
  ...recordIdParam(ADMIN_PROOF.unknown)(raw),
});

const imageColumns = (image: StoredImage): Columns => ({
  imageKey: image.key,
  imageWidth: image.width,
  imageHeight: image.height,
});

export const listProof = (kind: ProofKind): Promise<ProofListRow[]> => PROOF_KIND_DEFS[kind].list();
export const proofEditor = (kind: ProofKind, id: string) => PROOF_KIND_DEFS[kind].editor(id);

/**
 * Reads the form (its image streamed to scratch under the blog image limit), stores the image
 * when one came, and runs `work` with the row's columns; a stored image that no row took is
 * removed again, the scratch file always.
 */
async function withProofForm(
  request: Request,
  kind: ProofKind,
  existing: ProofRow | null,
  work: (columns: Columns) => Promise<ProofRow>,
): Promise<ProofRow> {
  const form = await readImageForm(request, PROOF_IMAGE_FIELD, PROOF_MAX_FIELDS);
  try {
    const hasImage = form.file !== null || Boolean(existing?.imageKey);
    const columns = await PROOF_KIND_DEFS[kind].columnsOf(form.fields, existing?.id ?? null, hasImage);
    const image = form.file ? await storeImage(form.file, PROOF_FOLDER) : null;
    try {
      const saved = await work({ ...columns, ...(image ? imageColumns(image) : {}) });
      if (image && existing?.imageKey) await deleteImage(existing.imageKey);
      return saved;
    } catch (error) {
      if (image) await deleteImage(image.key);
      throw error;
    }
  } finally {
    if (form.file) await removeScratch([form.file]);
  }
}

/** A new draft, last in the order; a case study's slug taken meanwhile is tried again. */
export async function createProof(kind: ProofKind, request: Request): Promise<ProofRow> {
  const { table, newColumns } = PROOF_KIND_DEFS[kind];
  const created = await withProofForm(request, kind, null, async (columns) => {
    for (let attempt = 0; ; attempt += 1) {
      const last = (await table.aggregate({ _max: { position: true } }))._max.position ?? -1;
      try {
        return await table.create({
          data: { ...columns, ...(await newColumns?.(columns)), status: "draft", position: last + 1 },
        });
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  });
  revalidateProof();
  return created;
}

async function existingRow(kind: ProofKind, id: string): Promise<ProofRow> {
  const row = await PROOF_KIND_DEFS[kind].table.findUnique({ where: { id } });
  if (!row) throw notFound(ADMIN_PROOF.unknown);
  return row;
}

/** Saves the form over the row; a new image replaces the old one, whose files go. */
export async function updateProof(kind: ProofKind, id: string, request: Request): Promise<ProofRow> {
  const existing = await existingRow(kind, id);
  const saved = await withProofForm(request, kind, existing, (columns) =>
    PROOF_KIND_DEFS[kind].table.update({ where: { id }, data: columns }),
  );
  revalidateProof();
  return saved;
}

/** Writes the order with `id` one place earlier or later; positions become 0, 1, 2... */
async function move(kind: ProofKind, id: string, step: -1 | 1): Promise<void> {
  const { table } = PROOF_KIND_DEFS[kind];
  const rows = await table.findMany({ orderBy: ORDER });
  const from = rows.findIndex((row) => row.id === id);
  const to = from + step;
  const [moving] = rows.splice(from, 1);
  if (!moving || to < 0 || to > rows.length) return;
  rows.splice(to, 0, moving);
  await db.$transaction(
    rows.flatMap((row, position) =>
      row.position === position ? [] : [table.update({ where: { id: row.id }, data: { position } })],
    ),
  );
}

/** Publishes (an image is needed), takes down, moves or deletes a row; null when it was deleted. */
export async function applyProofAction(
  kind: ProofKind,
  id: string,
  action: ProofAction,
  now = new Date(),
): Promise<ProofRow | null> {
  const { table } = PROOF_KIND_DEFS[kind];
  const row = await existingRow(kind, id);
  let result: ProofRow | null = row;
  if (action === "publish") {
    if (!row.imageKey) throw conflict(ADMIN_PROOF.imageRequired);
    result = await table.update({ where: { id }, data: { status: "published", publishedAt: row.publishedAt ?? now } });
  } else if (action === "unpublish") {
    result = await table.update({ where: { id }, data: { status: "draft" } });
  } else if (action === "delete") {
    await table.delete({ where: { id } });
    // After the row: a failure here leaves files the orphan sweep takes, never a row without its image.
    if (row.imageKey) await deleteImage(row.imageKey);
    result = null;
  } else {
    await move(kind, id, action === "up" ? -1 : 1);
  }
  revalidateProof();
  return result;
}

// Moves change no one's data: only these go into the audit trail.
const AUDITED: Partial<Record<ProofAction, AuditAction>> = {
  publish: "proof-publish",
  unpublish: "proof-unpublish",
  delete: "proof-delete",
};

/** The operator's action on a row (applyProofAction), in the audit trail unless it only moves the row. */
export async function actOnProof(operator: AuditActor, kind: ProofKind, id: string, action: ProofAction) {
  const row = await applyProofAction(kind, id, action);
  const audited = AUDITED[action];
  if (audited) await recordAudit(operator, audited, { kind, id });
  return row;
}
