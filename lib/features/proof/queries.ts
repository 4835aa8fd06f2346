// What visitors see of the proof of work: published rows only, in the operator's order. The bands
// are read while their pages are prerendered (at build, and again after a save revalidates them);
// a build against a database without the tables shows none.
import "server-only";
import { cache } from "react";
import { z } from "zod";
import { serviceLabel } from "../../content/proof";
import type { ProofSection } from "../../content/marketing";
import { db } from "../../core/db";
import { isMissingTable } from "../../core/db/raw";
import type { Figure } from "../../validation/proof";
import { proofImageOf, type ProofImage } from "./images";

export type CaseStudyCard = {
  slug: string;
  title: string;
  clientName: string;
  anonymised: boolean;
  industry: string;
  service: string;
  serviceLabel: string;
  summary: string;
  figures: Figure[];
  image: ProofImage | null;
  imageAlt: string;
};
export type CaseStudyPage = CaseStudyCard & {
  challenge: string;
  approach: string;
  results: string;
  quote: { text: string; name: string; role: string | null } | null;
  publishedAt: Date;
  updatedAt: Date;
};
export type TeamCard = {
  id: string;
  name: string;
  role: string;
  bio: string;
  profileUrl: string;
  image: ProofImage | null;
};
export type LogoCard = { id: string; name: string; websiteUrl: string; image: ProofImage | null };

/** A band's rows, by what it shows. */
export type ProofBand =
  | { of: "case-studies"; items: CaseStudyCard[] }
  | { of: "team"; items: TeamCard[] }
  | { of: "client-logos"; items: LogoCard[] };
/** The bands of a page, by section id. */
export type ProofBands = Record<string, ProofBand>;

const PUBLISHED = { status: "published" };
const ORDER = [{ position: "asc" as const }, { createdAt: "asc" as const }, { id: "asc" as const }];

const figuresSchema = z.array(z.object({ value: z.string(), label: z.string() }));

/** The stored figures; none when what is stored no longer reads as a list of them. */
export function figuresOf(json: string): Figure[] {
  try {
    const parsed = figuresSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

async function orNone<T>(read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
}

type CaseStudyRow = Awaited<ReturnType<typeof db.caseStudy.findFirstOrThrow>>;

function toCard(row: CaseStudyRow): CaseStudyCard {
  return {
    slug: row.slug,
    title: row.title,
    clientName: row.clientName,
    anonymised: row.anonymised,
    industry: row.industry,
    service: row.service,
    serviceLabel: serviceLabel(row.service),
    summary: row.summary,
    figures: figuresOf(row.figures),
    image: proofImageOf(row),
    imageAlt: row.imageAlt,
  };
}

/** Published case studies of any of `services`, in the operator's order. */
export async function publishedCaseStudies(services: readonly string[]): Promise<CaseStudyCard[]> {
  const rows = await orNone(
    db.caseStudy.findMany({ where: { ...PUBLISHED, service: { in: [...services] } }, orderBy: ORDER }),
  );
  return rows.map(toCard);
}

/** A published case study's page; null for a draft or an unknown slug. Read once per request (metadata and page). */
export const findPublishedCaseStudy = cache(async (slug: string): Promise<CaseStudyPage | null> => {
  const row = await db.caseStudy.findFirst({ where: { ...PUBLISHED, slug } });
  if (!row) return null;
  const quote =
    row.quoteText && row.quoteName && row.quoteConsentAt
      ? { text: row.quoteText, name: row.quoteName, role: row.quoteRole || null }
      : null;
  return {
    ...toCard(row),
    challenge: row.challenge,
    approach: row.approach,
    results: row.results,
    quote,
    publishedAt: row.publishedAt ?? row.createdAt,
    updatedAt: row.updatedAt,
  };
});

export async function publishedTeam(): Promise<TeamCard[]> {
  const rows = await orNone(db.teamMember.findMany({ where: PUBLISHED, orderBy: ORDER }));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    bio: row.bio,
    profileUrl: row.profileUrl,
    image: proofImageOf(row),
  }));
}

export async function publishedLogos(): Promise<LogoCard[]> {
  const rows = await orNone(db.clientLogo.findMany({ where: PUBLISHED, orderBy: ORDER }));
  // A logo shows only with its image: publishing asks for one, this keeps an odd row out.
  return rows
    .filter((row) => row.imageKey)
    .map((row) => ({ id: row.id, name: row.name, websiteUrl: row.websiteUrl, image: proofImageOf(row) }));
}

async function bandOf(section: ProofSection): Promise<ProofBand> {
  if (section.of === "team") return { of: "team", items: await publishedTeam() };
  if (section.of === "client-logos") return { of: "client-logos", items: await publishedLogos() };
  return { of: "case-studies", items: await publishedCaseStudies(section.services ?? []) };
}

/** What each proof band of a marketing page shows, read for its page file. */
export async function proofFor(content: {
  sections: ReadonlyArray<{ kind: string } | ProofSection>;
}): Promise<ProofBands> {
  const sections = content.sections.filter((section): section is ProofSection => section.kind === "proof");
  return Object.fromEntries(
    await Promise.all(sections.map(async (section) => [section.id, await bandOf(section)] as const)),
  );
}

/** How many case studies the site shows (the launch checklist asks). */
export const countPublishedCaseStudies = () => db.caseStudy.count({ where: PUBLISHED });

/** Every published case study's address and last change, for the sitemap. */
export const caseStudyEntries = () =>
  orNone(db.caseStudy.findMany({ where: PUBLISHED, orderBy: ORDER, select: { slug: true, updatedAt: true } }));
