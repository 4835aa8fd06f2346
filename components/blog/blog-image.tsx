import clsx from "clsx";
import type { BlogImage as Image } from "@/lib/features/blog/queries";

/** How wide a cover shows: `card` in the landing's grids (three columns of a 1280 px page from md), `wide` above a post. */
export const COVER_SIZES = {
  card: "(min-width: 1280px) 405px, (min-width: 768px) 33vw, 100vw",
  wide: "(min-width: 768px) 736px, 100vw",
  thumb: "(min-width: 640px) 160px, 112px",
} as const;

type Props = { image: Image | null; className?: string; eager?: boolean; sizes?: keyof typeof COVER_SIZES };

/**
 * A post's cover, decorative (its title sits beside it). A plain <img>: next/image is a client
 * component, and the blog landing's first-visit JavaScript budget has no room for it; the files
 * seeded covers are WebP at the size cards show (640 px) and uploads (1600 px at most) carry a
 * srcset of narrower copies made when they were uploaded.
 */
export function BlogImage({ image, className, eager = false, sizes = "card" }: Props) {
  if (!image)
    return (
      <div
        aria-hidden="true"
        className={clsx("aspect-video bg-gradient-to-br from-primary/25 to-accent/25", className)}
      />
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={image.src}
      // Uploads come in 400/800/1200 px copies: a phone takes the one its screen needs.
      srcSet={image.srcSet}
      sizes={image.srcSet ? COVER_SIZES[sizes] : undefined}
      alt=""
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      // The first card or a post's cover is usually the largest thing on a phone's first screen.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={clsx("aspect-video w-full object-cover", className)}
    />
  );
}
