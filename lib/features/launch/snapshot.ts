// What the launch checklist is computed from, read for the dashboard. Each source can be replaced
// (tests; the case-study count until that feature lands, ./case-studies.ts).
import "server-only";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { SEED_JOB_SLUGS } from "../../../prisma/seed-jobs-data";
import { lastRetentionRun } from "../admin";
import { hasBookingHours } from "../booking";
import { countOpenJobsAmong } from "../jobs";
import { getSavedCompanyDetails } from "../settings";
import { countPublishedCaseStudies } from "./case-studies";
import { launchChecklist, type LaunchItem, type LaunchSnapshot } from "./checks";

export type LaunchSources = {
  savedDetails(): Promise<LaunchSnapshot["savedDetails"]>;
  env(): LaunchSnapshot["env"];
  lastRetentionRunAt(): Promise<Date | null>;
  publishedCaseStudies(): Promise<number>;
  openSampleJobs(): Promise<number>;
  bookingHours(): Promise<boolean>;
};

export const LAUNCH_SOURCES: LaunchSources = {
  savedDetails: getSavedCompanyDetails,
  env: () => ({
    smtpUrl: config.smtpUrl !== "",
    googleClientId: config.googleClientId !== "",
    mailFrom: config.mailFrom,
    siteUrl: config.siteUrlSetting,
  }),
  lastRetentionRunAt: () => lastRetentionRun(db),
  publishedCaseStudies: countPublishedCaseStudies,
  openSampleJobs: () => countOpenJobsAmong(SEED_JOB_SLUGS),
  bookingHours: hasBookingHours,
};

export async function readLaunchSnapshot(sources: LaunchSources = LAUNCH_SOURCES): Promise<LaunchSnapshot> {
  const [savedDetails, lastRetentionRunAt, publishedCaseStudies, openSampleJobs, bookingHours] = await Promise.all([
    sources.savedDetails(),
    sources.lastRetentionRunAt(),
    sources.publishedCaseStudies(),
    sources.openSampleJobs(),
    sources.bookingHours(),
  ]);
  return { savedDetails, env: sources.env(), lastRetentionRunAt, publishedCaseStudies, openSampleJobs, bookingHours };
}

/** The dashboard's open launch items. */
export async function openLaunchItems(sources: LaunchSources = LAUNCH_SOURCES): Promise<LaunchItem[]> {
  return launchChecklist(await readLaunchSnapshot(sources));
}
