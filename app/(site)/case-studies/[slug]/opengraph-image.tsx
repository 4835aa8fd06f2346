import { CASE_STUDY_TEXT } from "@/lib/content/proof";
import { OG_CONTENT_TYPE, OG_SIZE, ogImage, siteOgImage } from "@/lib/core/og-image";
import { findPublishedCaseStudy } from "@/lib/features/proof/queries";

export const dynamic = "force-dynamic";
export const alt = "Case study";
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const study = await findPublishedCaseStudy((await params).slug);
  return study ? ogImage({ eyebrow: CASE_STUDY_TEXT.eyebrow(study.serviceLabel), title: study.title }) : siteOgImage();
}
