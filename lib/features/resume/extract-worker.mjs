// Resumes' raw text, read one file at a time in the worker thread that text-reader.ts starts,
// bounds and ends: a crafted file can stall or exhaust only this thread. Plain Node ESM, loaded by
// path at run time, never bundled by Next (text-reader.ts says why). It stays for the next file
// while files keep coming (the parsers load once), and answers each { id, want, ... } with
// { id, text, details }: the normalised text when `want` is "text", the contact details found in it
// when "details" (so no pattern runs on a visitor's text in the server's thread), null for any failure.
import { parentPort } from "node:worker_threads";
import { contactDetailsIn } from "./contact-details.mjs";
import { normaliseText } from "./normalise.mjs";

// A parser's complaints about a visitor's file are not the site's events, and they would go to the
// server's stdout between its JSON log lines.
const silent = () => {};
Object.assign(console, { log: silent, info: silent, warn: silent, error: silent, debug: silent, trace: silent });

/** @param {Uint8Array} data @param {number} maxPages @param {number} maxChars */
async function pdfText(data, maxPages, maxChars) {
  const { getDocumentProxy } = await import("unpdf");
  // verbosity 0: errors only (and those are silenced above); pdf.js gets the bytes it may detach.
  const pdf = await getDocumentProxy(data, { verbosity: 0, isEvalSupported: false, stopAtErrors: false });
  try {
    const pages = Math.min(pdf.numPages, maxPages);
    let text = "";
    for (let number = 1; number <= pages && text.length < maxChars; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) if ("str" in item) text += item.str + (item.hasEOL ? "\n" : "");
      text += "\n\n";
      page.cleanup();
    }
    return text;
  } finally {
    // The document's objects, fonts and streams go now, not with the worker: it reads the next file.
    await pdf.destroy().catch(() => undefined);
  }
}

/** @param {Uint8Array} data */
async function docxText(data) {
  const { default: mammoth } = await import("mammoth");
  const { value } = await mammoth.extractRawText({
    buffer: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
  });
  return value;
}

/** @param {{ id: number; bytes: Uint8Array; kind: "pdf" | "docx"; want: "text" | "details"; maxPages: number;
 * maxRawChars: number; maxChars: number }} job */
async function read({ id, bytes, kind, want, maxPages, maxRawChars, maxChars }) {
  try {
    const raw = kind === "pdf" ? await pdfText(bytes, maxPages, maxRawChars) : await docxText(bytes);
    const text = normaliseText(raw.slice(0, maxRawChars), maxChars);
    parentPort?.postMessage(
      want === "details" ? { id, text: null, details: contactDetailsIn(text) } : { id, text, details: null },
    );
  } catch {
    parentPort?.postMessage({ id, text: null, details: null });
  }
}

parentPort?.on("message", (job) => void read(job));
