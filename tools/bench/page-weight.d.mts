// Types of page-weight.mjs for the tests that import it.
export type Source = { who: string; bytes: number };
export type PageWeight = { rawBytes: number; brotliBytes: number; payloadBytes: number; svgBytes: number; attribution: Source[] };
export const WEIGHT_TARGET: { htmlKb: number; payloadKb: number };
export function attribute(text: string): Source[];
export function pageWeight(html: string): PageWeight;
export function weighBuild(nextDir: string, served?: (html: string) => string): Array<PageWeight & { path: string; content: boolean }>;
export function printWeights(pages: PageWeight[], bare?: PageWeight): void;
export function meetsWeight(page: PageWeight): boolean;
