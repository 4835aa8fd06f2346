// The company's details as the operator saved them, or the defaults of lib/content/site.ts. Pages
// read them while they are prerendered (at build, and again after a save revalidates them), so
// reading costs nothing per visit. A build on a database without the table uses the defaults.
import "server-only";
import { cache } from "react";
import { db } from "../../core/db";
import { isMissingTable } from "../../core/db/raw";
import { log } from "../../core/log";
import { revalidatePages } from "../../core/revalidate";
import { DEFAULT_COMPANY_DETAILS, shownTestimonials, type CompanyDetails, type Testimonial } from "../../content/site";
import { siteSettingsSchema, type SiteSettingsInput } from "../../validation/site-settings";

const KEY = "company";

async function readRow(): Promise<string | null> {
  try {
    return (await db.siteSetting.findUnique({ where: { key: KEY }, select: { value: true } }))?.value ?? null;
  } catch (error) {
    if (isMissingTable(error)) return null;
    throw error;
  }
}

/**
 * The details as the operator saved them; null when nothing was saved, or what was saved no
 * longer passes the form's rules (the site then shows the defaults, so it counts as not saved).
 */
export const getSavedCompanyDetails = cache(async (): Promise<CompanyDetails | null> => {
  const stored = await readRow();
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    value = null;
  }
  const parsed = siteSettingsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  log.error("the saved company details do not pass the form's rules; showing the defaults");
  return null;
});

/** The saved details, or the defaults. */
export const getCompanyDetails = async (): Promise<CompanyDetails> =>
  (await getSavedCompanyDetails()) ?? DEFAULT_COMPANY_DETAILS;

/** The testimonials the public site shows (the rule is lib/content/site.ts shownTestimonials). */
export const getShownTestimonials = async (): Promise<Testimonial[]> =>
  shownTestimonials(await getSavedCompanyDetails());

/** Saves the details and has every page that shows them rendered again on its next visit. */
export async function saveCompanyDetails(details: SiteSettingsInput, updatedBy: string): Promise<CompanyDetails> {
  const value = JSON.stringify(details);
  await db.siteSetting.upsert({
    where: { key: KEY },
    create: { key: KEY, value, updatedBy },
    update: { value, updatedBy },
  });
  revalidatePages(["/"], "layout");
  return details;
}
