// Types of subset-font.mjs for the tests that import it.
export const SOURCE_FONT: string;
export const SITE_FONT: string;
export const WEIGHTS: { min: number; max: number };
export const SUBSET_TEXT: string;
export function subsetSiteFont(): Promise<Buffer>;
