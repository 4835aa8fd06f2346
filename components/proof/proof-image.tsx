import clsx from "clsx";
import type { ProofImage as Image } from "@/lib/features/proof/images";

/** How wide each kind of image shows, for the browser to pick its copy from the srcset. */
export const PROOF_IMAGE_SIZES = {
  card: "(min-width: 1280px) 405px, (min-width: 768px) 33vw, 100vw",
  wide: "(min-width: 896px) 864px, 100vw",
  photo: "160px",
  logo: "160px",
} as const;

type Props = { image: Image; alt: string; sizes: keyof typeof PROOF_IMAGE_SIZES; eager?: boolean; className?: string };

/**
 * An uploaded proof-of-work image with the srcset of its narrower copies. A plain <img>, as blog
 * covers are (components/blog/blog-image.tsx): next/image is a client component.
 */
export function ProofImage({ image, alt, sizes, eager = false, className }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={PROOF_IMAGE_SIZES[sizes]}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      // A case study's cover is the largest thing on its page's first screen.
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={clsx(className)}
    />
  );
}
