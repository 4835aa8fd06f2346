/** `raw` normalised (lines, single spaces, no control or format characters) and cut to `maxChars` characters. */
export function normaliseText(raw: string, maxChars: number): string;
