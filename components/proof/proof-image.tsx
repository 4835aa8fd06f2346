import clsx from "clsx";
import { preload } from "react-dom";
import type { ProofImage as Image } from "@/lib/features/proof/images";

/**
 * How wide each kind of image shows, for the browser to pick its copy from the srcset. A wide
 * image fills a max-w-4xl column (896 px) less its 1rem padding on each side.
 */
export const PROOF_IMAGE_SIZES = {
  card: "(min-width: 1280px) 405px, (min-width: 768px) 33vw, 100vw",
  wide: "(min-width: 896px) 864px, calc(100vw - 2rem)",
  photo: "160px",
  logo: "160px",
} as const;

type Sizes = keyof typeof PROOF_IMAGE_SIZES;
type Props = { image: Image; alt: string; sizes: Sizes; className?: string };

/**
 * Fetches the copy the browser will pick, at high priority, only on screens that match `media`:
 * for an image that is on the first screen there but lazy-loaded further down on a phone.
 */
export function preloadProofImage(image: Image, sizes: Sizes, media: string) {
  preload(image.src, {
    as: "image",
    imageSrcSet: image.srcSet,
    imageSizes: PROOF_IMAGE_SIZES[sizes],
    fetchPriority: "high",
    media,
  });
}

/**
 * An uploaded proof-of-work image with the srcset of its narrower copies. A plain <img>, as blog
 * covers are (components/blog/blog-image.tsx): next/image is a client component.
 */
export function ProofImage({ image, alt, sizes, className }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={PROOF_IMAGE_SIZES[sizes]}
      alt={alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={clsx(className)}
    />
  );
}
