// What differs between the three kinds of proof of work: their form and columns, what a new row
// gets, and what the editor shows. Everything else (order, publishing, images, deletion) is done
// the same way over the columns the tables share (./manage.ts).
import "server-only";
import { ADMIN_PROOF } from "../../content/admin-proof";
import { caseStudyPath, type ProofKind } from "../../content/proof";
import { db, type Prisma } from "../../core/db";
import { invalid } from "../../core/http";
import { parseWith } from "../../core/request";
import { slugOf } from "../../validation/jobs";
import { caseStudyFormSchema, clientLogoFormSchema, teamMemberFormSchema } from "../../validation/proof";
import { proofImageOf, type ProofImage } from "./images";
import { figuresOf } from "./queries";

/** The columns the three tables share (prisma/schema.prisma, proof of work). */
export type ProofRow = {
  id: string;
  status: string;
  position: number;
  imageKey: string | null;
  publishedAt: Date | null;
};
export type Columns = Record<string, string | number | boolean | Date | null>;
export const ORDER = [{ position: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }];

/**
 * A table seen through its shared columns. The delegates' own types describe each model's every
 * field; what is done through this view reads and writes only the columns the three share.
 */
export interface ProofTable {
  findMany(args: { orderBy: typeof ORDER }): Promise<ProofRow[]>;
  findUnique(args: { where: { id: string } }): Promise<ProofRow | null>;
  create(args: { data: Columns }): Promise<ProofRow>;
  update(args: { where: { id: string }; data: Columns }): Prisma.PrismaPromise<ProofRow>;
  delete(args: { where: { id: string } }): Promise<ProofRow>;
  aggregate(args: { _max: { position: true } }): Promise<{ _max: { position: number | null } }>;
}

export type ProofFormValues = Record<string, string | boolean>;
export type ProofEditor = {
  id: string;
  name: string;
  status: string;
  image: ProofImage | null;
  values: ProofFormValues;
  publicPath: string | null;
};
export type ProofListRow = { id: string; name: string; status: string; hasImage: boolean };

export type ProofKindDef = {
  table: ProofTable;
  /** Every row in the site's order, for the operator's list. */
  list(): Promise<ProofListRow[]>;
  /** The row's columns from the form's text fields (422 with field errors); `id` of the row saved, null for a new
   * one. */
  columnsOf(fields: Record<string, string>, id: string | null, hasImage: boolean): Promise<Columns>;
  /** Columns only a new row gets. */
  newColumns?(columns: Columns): Promise<Columns>;
  editor(id: string): Promise<ProofEditor | null>;
};

const named =
  <T extends { id: string; status: string; imageKey: string | null }>(name: (row: T) => string) =>
  (row: T): ProofListRow => ({
    id: row.id,
    name: name(row),
    status: row.status,
    hasImage: row.imageKey !== null,
  });

/** A new or renewed agreement is dated now; the same person's earlier one keeps its date. */
const agreedAt = (earlier: { email: string | null; at: Date | null } | null, email: string): Date =>
  earlier?.at && earlier.email === email ? earlier.at : new Date();

/** A free slug from the title: "title", then "title-2", "title-3"... */
async function freeCaseStudySlug(title: string): Promise<string> {
  const base = slugOf(title, "case-study");
  const taken = new Set(
    (await db.caseStudy.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map(
      (row) => row.slug,
    ),
  );
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

const CASE_STUDIES: ProofKindDef = {
  table: db.caseStudy as unknown as ProofTable,
  list: async () => (await db.caseStudy.findMany({ orderBy: ORDER })).map(named((row) => row.title)),
  async columnsOf(fields, id, hasImage) {
    const form = parseWith(caseStudyFormSchema, fields);
    if (hasImage && !form.imageAlt) throw invalid([{ field: "imageAlt", msg: ADMIN_PROOF.altRequired }]);
    const earlier = id
      ? await db.caseStudy.findUnique({ where: { id }, select: { quoteEmail: true, quoteConsentAt: true } })
      : null;
    const { figures, quoteConsent: _consent, quoteText, quoteName, quoteRole, quoteEmail, ...text } = form;
    return {
      ...text,
      figures: JSON.stringify(figures),
      quoteText: quoteText || null,
      quoteName: quoteText ? quoteName : null,
      quoteRole: quoteText ? quoteRole || null : null,
      quoteEmail: quoteText ? quoteEmail : null,
      quoteConsentAt: quoteText
        ? agreedAt(earlier && { email: earlier.quoteEmail, at: earlier.quoteConsentAt }, quoteEmail)
        : null,
    };
  },
  newColumns: async (columns) => ({ slug: await freeCaseStudySlug(String(columns.title)) }),
  async editor(id) {
    const row = await db.caseStudy.findUnique({ where: { id } });
    if (!row) return null;
    const figures = Object.fromEntries(
      figuresOf(row.figures).flatMap((figure, index) => [
        [`figures.${index}.value`, figure.value],
        [`figures.${index}.label`, figure.label],
      ]),
    );
    const { title, clientName, anonymised, industry, service, summary, challenge, approach, results, imageAlt } = row;
    const quote = {
      quoteText: row.quoteText ?? "",
      quoteName: row.quoteName ?? "",
      quoteRole: row.quoteRole ?? "",
      quoteEmail: row.quoteEmail ?? "",
      quoteConsent: row.quoteConsentAt !== null,
    };
    return {
      id,
      name: title,
      status: row.status,
      image: proofImageOf(row),
      values: {
        title,
        clientName,
        anonymised,
        industry,
        service,
        summary,
        challenge,
        approach,
        results,
        imageAlt,
        ...figures,
        ...quote,
      },
      publicPath: row.status === "published" ? caseStudyPath(row.slug) : null,
    };
  },
};

const CLIENT_LOGOS: ProofKindDef = {
  table: db.clientLogo as unknown as ProofTable,
  list: async () => (await db.clientLogo.findMany({ orderBy: ORDER })).map(named((row) => row.name)),
  columnsOf: async (fields) => parseWith(clientLogoFormSchema, fields),
  async editor(id) {
    const row = await db.clientLogo.findUnique({ where: { id } });
    return (
      row && {
        id,
        name: row.name,
        status: row.status,
        image: proofImageOf(row),
        values: { name: row.name, websiteUrl: row.websiteUrl },
        publicPath: null,
      }
    );
  },
};

const TEAM: ProofKindDef = {
  table: db.teamMember as unknown as ProofTable,
  list: async () => (await db.teamMember.findMany({ orderBy: ORDER })).map(named((row) => row.name)),
  async columnsOf(fields, id) {
    const { consent: _consent, ...form } = parseWith(teamMemberFormSchema, fields);
    const earlier = id
      ? await db.teamMember.findUnique({ where: { id }, select: { email: true, consentAt: true } })
      : null;
    return { ...form, consentAt: agreedAt(earlier && { email: earlier.email, at: earlier.consentAt }, form.email) };
  },
  async editor(id) {
    const row = await db.teamMember.findUnique({ where: { id } });
    if (!row) return null;
    const { name, role, bio, profileUrl, email } = row;
    return {
      id,
      name,
      status: row.status,
      image: proofImageOf(row),
      values: { name, role, bio, profileUrl, email, consent: true },
      publicPath: null,
    };
  },
};

export const PROOF_KIND_DEFS: Record<ProofKind, ProofKindDef> = {
  "case-studies": CASE_STUDIES,
  "client-logos": CLIENT_LOGOS,
  team: TEAM,
};
