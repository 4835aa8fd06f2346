export function scriptsAfterPaint(html: string): string;
