// Visitor values go into mail only through these: HTML escaped, header values free of CR/LF.
const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

export class HeaderInjectionError extends Error {
  constructor() {
    super("A mail header value contained a line break.");
    this.name = "HeaderInjectionError";
  }
}

/** Returns the value unchanged, or throws when it could start a new header line. */
export function safeHeader(value: string): string {
  if (/[\r\n]/.test(value)) throw new HeaderInjectionError();
  return value;
}
