import type { JobParams } from "@/components/jobs/job-page";
import { areaLabel } from "@/lib/content/jobs";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage, siteOgImage } from "@/lib/core/og-image";
import { findPublicJob } from "@/lib/features/jobs/queries";

export const dynamic = "force-dynamic";
export const alt = "Job opening";
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: JobParams }) {
  const found = await findPublicJob((await params).slug);
  if (found?.state !== "open") return siteOgImage();
  return ogImage({ eyebrow: `${areaLabel(found.job.area)} · ${found.job.location}`, title: found.job.title });
}
