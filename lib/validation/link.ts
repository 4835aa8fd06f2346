// A web link someone gives (a profile, a website, a map): read by the URL parser, not matched by a
// pattern, so a long value costs one pass. Schemas check its length first, with `abort: true`.

// Characters a link written into a page or a mail must not hold (the parser would encode them).
const UNSAFE = /[\s<>"]/;

export type LinkScheme = "https:" | "http:";

/** `value` is a full link with one of `schemes`, written out (`https://`), to a host with a dot in its name. */
export function isWebLink(value: string, schemes: readonly LinkScheme[] = ["https:"]): boolean {
  if (UNSAFE.test(value)) return false;
  const scheme = schemes.find((name) => value.slice(0, name.length + 2).toLowerCase() === `${name}//`);
  if (!scheme) return false;
  try {
    const { protocol, hostname } = new URL(value);
    return protocol === scheme && hostname.slice(1, -1).includes(".");
  } catch {
    return false;
  }
}
