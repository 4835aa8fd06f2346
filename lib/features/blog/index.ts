// The blog feature's public module: what other features may use of it (ESLint holds the line).
export { imageOf } from "./queries";
export { VARIANT_WIDTHS, variantKey } from "./image";
export { revalidateBlog } from "./revalidate";
export { splitKeywords } from "./text";
