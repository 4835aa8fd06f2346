// Types of page-scripts.mjs for the tests that import it.
export function namedScripts(html: string): { all: Set<string>; noModule: Set<string> };
export function brotliBytes(nextDir: string, chunk: string): number;
export function transferredScriptKb(nextDir: string, urls: string[]): number;
