import clsx from "clsx";
import type { BlogImage as Image } from "@/lib/features/blog/queries";

type Props = { image: Image | null; className?: string; eager?: boolean };

/**
 * A post's cover, decorative (its title sits beside it). A plain <img>: next/image is a client
 * component, and the blog landing's first-visit JavaScript budget has no room for it; the files
 * are already WebP at the size cards show (seeded 640 px, uploads re-encoded to 1600 px at most).
 */
export function BlogImage({ image, className, eager = false }: Props) {
  if (!image) return <div aria-hidden="true" className={clsx("aspect-video bg-gradient-to-br from-primary/25 to-accent/25", className)} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={image.src}
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
