export function loaderScript(sources: string[]): string;
export function scriptsAfterPaint(html: string): string;
