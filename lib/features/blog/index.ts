// The blog feature's public module: what other features may use of it (ESLint holds the line).
export { imageOf } from "./queries";
export {
  VARIANT_WIDTHS,
  variantKey,
  imageNameOf,
  srcSetOf,
  storeImage,
  deleteImage,
  type StoredImage,
  type VariantWidth,
} from "./image";
export { readBlogImageForm as readImageForm } from "./image-form";
export { storedImageResponse } from "./image-access";
export { revalidateBlog } from "./revalidate";
export { authorSlug, splitKeywords } from "./text";
export { postToAnnounce, type PostAnnouncement } from "./announcement";
export { markdownTokens, renderMarkdown } from "./markdown";
