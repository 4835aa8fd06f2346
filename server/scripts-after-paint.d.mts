export function loaderScript(sources: string[], nonce?: string): string;
export function scriptsAfterPaint(html: string): string;
