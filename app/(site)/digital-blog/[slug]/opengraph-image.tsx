import { postOgImage } from "@/components/blog/pages/og";
import type { SlugParams } from "@/components/blog/pages/post";
import { OG_CONTENT_TYPE, OG_SIZE } from "@/lib/core/og-image";

export const dynamic = "force-dynamic";
export const alt = "Blog post";
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default function Image({ params }: { params: SlugParams }) {
  return postOgImage("digital", params);
}
