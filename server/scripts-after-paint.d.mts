export function loaderScript(sources: string[], nonce?: string): string;
export function scriptsAfterPaint(html: string, afterPaint?: boolean): string;
