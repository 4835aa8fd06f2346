// How a stored image's narrower copies are named: `<folder>-w<width>/<uuid>.webp` beside
// `<folder>/<uuid>.webp`. Plain naming, no I/O, so the orphan sweep and the privacy list (which
// run in the operator's commands too) can name every copy without loading the image pipeline.

/** The widths of the copies made at upload time (lib/features/blog/image.ts). */
export const VARIANT_WIDTHS = [400, 800, 1200] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The folder of a key made by newFileKey: what comes before its slash. */
const folderOf = (key: string) => key.slice(0, key.indexOf("/"));

/** The store key of the `width` px copy of the image stored under `key`, in its folder's `-w<width>` twin. */
export const variantKey = (key: string, width: VariantWidth) =>
  `${folderOf(key)}-w${width}/${key.slice(key.indexOf("/") + 1)}`;

/** A stored image's key and the keys of all the copies it may have. */
export const imageFilesOf = (key: string) => [key, ...VARIANT_WIDTHS.map((width) => variantKey(key, width))];
