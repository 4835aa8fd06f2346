import { postOgImageOf } from "@/components/blog/pages/og";
import { OG_CONTENT_TYPE, OG_SIZE } from "@/lib/core/og-image";

export const dynamic = "force-dynamic";
export const alt = "Blog post";
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

export default postOgImageOf("recruitment");
