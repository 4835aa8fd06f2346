// Reading a resume's text in a bounded worker thread: real PDFs and DOCX files made here, files
// crafted to exhaust time or memory, files that are not what they claim to be, and many at once.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { contactDetailsIn, READER_IDLE_MS, readResumeDetails, readResumeText, RESUME_READING_LIMITS, type ResumeText } from "@/lib/features/resume";
import { RESUME_MAX_BYTES } from "@/lib/validation/resume";
import { importClosure, specifiersOf } from "../tools/import-closure-lib.mjs";
import { deflatedRun, deflatedStream, linesContent, pdfOfLines, pdfOfPages, plainStream } from "./support/pdf";
import { watchingStalls } from "./support/stalls";
import { docxOfLines, makeZip } from "./support/zip";

const HEADER = ["Priya Sharma", "priya.sharma@example.com", "+91 98765 43210", "Senior Java Developer"];
const PRIYA = { name: "Priya Sharma", email: "priya.sharma@example.com", phone: "+919876543210" };
// What the bounds promise a caller: an answer within the timeout and some slack for a busy machine.
const ANSWER_WITHIN_MS = 8_000;

/** The read's result, how long it took, and the longest stall of this (the main) thread meanwhile. */
async function timedRead(...args: Parameters<typeof readResumeText>): Promise<{ result: ResumeText; ms: number; longestStallMs: number }> {
  const started = performance.now();
  const { value: result, longestStallMs } = await watchingStalls(() => readResumeText(...args), 20);
  return { result, ms: performance.now() - started, longestStallMs };
}

describe("readResumeText", () => {
  it("reads a PDF's lines, page after page, and its contact details", async () => {
    const result = await readResumeText(pdfOfLines(HEADER, ["Skills: Java (Spring), SQL"]), "pdf");
    expect(result).toEqual({ text: [...HEADER, "", "Skills: Java (Spring), SQL"].join("\n") });
    expect(contactDetailsIn(result.text ?? "")).toEqual(PRIYA);
  });

  it("reads a DOCX's paragraphs and its contact details", async () => {
    const result = await readResumeText(docxOfLines([...HEADER, "Skills:   Java\tSQL"]), "docx");
    expect(result).toEqual({ text: [...HEADER, "Skills: Java SQL"].join("\n\n") });
    expect(contactDetailsIn(result.text ?? "")).toEqual(PRIYA);
  });

  it("reads only the first 20 pages of a longer PDF", async () => {
    const pages = Array.from({ length: RESUME_READING_LIMITS.maxPages + 5 }, (_, i) => [`Page ${i + 1}`]);
    const result = await readResumeText(pdfOfLines(...pages), "pdf");
    const kept = pages.slice(0, RESUME_READING_LIMITS.maxPages).map(([line]) => line);
    expect(result).toEqual({ text: kept.join("\n\n") });
  });

  it("keeps the first 100,000 characters of a longer text", async () => {
    const line = "Led a team of five engineers building payment services in Java. ".repeat(3).trim();
    const lines = Array.from({ length: Math.ceil((RESUME_READING_LIMITS.maxChars * 1.5) / line.length) }, () => line);
    const result = await readResumeText(docxOfLines(lines), "docx");
    const whole = lines.join("\n\n");
    expect(result.text).toBe(whole.slice(0, RESUME_READING_LIMITS.maxChars).trimEnd());
  });

  it("answers 'empty' for a PDF whose pages show no text", async () => {
    expect(await readResumeText(pdfOfPages([plainStream(Buffer.from("0 0 m 100 100 l S"))]), "pdf")).toEqual({ text: null, reason: "empty" });
  });

  it.each([
    ["bytes that are no PDF", Buffer.from("%PDF-1.7 and then nothing a reader can use\n".repeat(50)), "pdf"],
    ["bytes that are no DOCX", Buffer.from("PK\u0003\u0004 not really a zip".repeat(50)), "docx"],
    ["a ZIP without a Word body, as DOCX", makeZip([{ name: "notes.txt", data: "Priya Sharma" }]), "docx"],
    ["a real PDF, as DOCX", pdfOfLines(HEADER), "docx"],
    ["a real DOCX, as PDF", docxOfLines(HEADER), "pdf"],
  ] as const)("answers 'unreadable' for %s", async (_, bytes, kind) => {
    expect(await readResumeText(bytes, kind)).toEqual({ text: null, reason: "unreadable" });
  });

  it("answers 'unreadable' for a readable PDF larger than the resume rule allows", async () => {
    const padding = { dictionary: "", data: Buffer.alloc(RESUME_MAX_BYTES, 0x20) };
    const bytes = pdfOfPages([plainStream(linesContent(HEADER))], { extra: [padding] });
    expect(bytes.length).toBeGreaterThan(RESUME_MAX_BYTES);
    expect(await readResumeText(bytes, "pdf")).toEqual({ text: null, reason: "unreadable" });
  });

  it("ends a PDF whose pages take too long to read, and the main thread runs meanwhile", async () => {
    // 20 pages of 2.5 million do-nothing operators each (200 KB deflated): tens of seconds to read.
    const busyPage = deflatedStream(Buffer.from("q Q\n".repeat(2_500_000)));
    const bytes = pdfOfPages(Array.from({ length: RESUME_READING_LIMITS.maxPages }, () => busyPage));
    const { result, ms, longestStallMs } = await timedRead(bytes, "pdf");
    expect(result).toEqual({ text: null, reason: "timeout" });
    expect(ms).toBeGreaterThanOrEqual(RESUME_READING_LIMITS.timeoutMs - 50);
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(longestStallMs).toBeLessThan(1_000);
  });

  it("ends a read at the timeout it is given", async () => {
    expect(await readResumeText(pdfOfLines(HEADER), "pdf", { timeoutMs: 1 })).toEqual({ text: null, reason: "timeout" });
  });

  it("ends a PDF whose text items outgrow the worker's heap", async () => {
    // 300,000 lines of text on one page: 700 KB deflated, hundreds of MB as pdf.js's text items.
    const lines = Array.from({ length: 300_000 }, (_, i) => `(x${i}) Tj T*`).join("\n");
    const bytes = pdfOfPages([deflatedStream(Buffer.from(`BT /F1 12 Tf 14 TL 72 760 Td\n${lines}\nET`))]);
    // A long timeout and room to grow, so that only the heap cap can end it.
    const { result, longestStallMs } = await timedRead(bytes, "pdf", { timeoutMs: 30_000, residentGrowthMb: 4096 });
    expect(result).toEqual({ text: null, reason: "memory" });
    expect(longestStallMs).toBeLessThan(1_000);
  });

  it("ends a PDF whose content inflates to a gigabyte, before the process grows by it", async () => {
    // 1 MB on disk; pdf.js inflates it into ArrayBuffers, which the heap cap does not count.
    const bytes = pdfOfPages([await deflatedRun(1024, 0x20)]);
    expect(bytes.length).toBeLessThan(RESUME_MAX_BYTES);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    const result = await readResumeText(bytes, "pdf", { timeoutMs: 30_000 }).finally(() => clearInterval(sampler));
    expect(result).toEqual({ text: null, reason: "memory" });
    expect(peak - before).toBeLessThan(2 * RESUME_READING_LIMITS.residentGrowthMb * 1024 * 1024);
  });

  it("answers for a PDF nested 100,000 arrays deep instead of throwing", async () => {
    const depth = 100_000;
    const bytes = pdfOfPages([plainStream(linesContent(HEADER))], { catalog: `/Nest ${"[".repeat(depth)}${"]".repeat(depth)} ` });
    const { result, ms } = await timedRead(bytes, "pdf");
    expect(result).toEqual({ text: null, reason: "unreadable" });
    expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
  });
});

describe("the worker file", () => {
  // Webpack would bundle it, and pdf.js with it, into the server's chunks if a module imported it.
  it("is loaded by path: no module of the feature imports it, unpdf or mammoth", () => {
    const files = importClosure(["lib/features/resume/index.ts"]);
    expect(files).toContain("lib/features/resume/read-text.ts");
    expect(files).not.toContain("lib/features/resume/extract-worker.mjs");
    const packages = files.flatMap((file) => specifiersOf(file)).filter((specifier) => /^(unpdf|mammoth)(\/|$)/.test(specifier));
    expect(packages).toEqual([]);
  });
});

describe("the reader", () => {
  /** This process's threads: a worker thread is one more. */
  const threads = () => fs.readdirSync("/proc/self/task").length;
  const nameOf = (i: number) => [`Applicant Number${i}`, `applicant${i}@example.com`];

  it("reads one file at a time in one worker, answers each read with its own file's text, and ends the worker when idle", async () => {
    // Node's thread pool starts on its first use; started here, it is not counted as a reader.
    await fs.promises.readFile(import.meta.filename);
    expect(await readResumeText(pdfOfLines(nameOf(0)), "pdf")).toEqual({ text: nameOf(0).join("\n") });
    const withReader = threads();
    let most = withReader;
    const sampler = setInterval(() => (most = Math.max(most, threads())), 5);
    const reads = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) => readResumeText(i % 2 ? pdfOfLines(nameOf(i)) : docxOfLines(nameOf(i)), i % 2 ? "pdf" : "docx")),
    ).finally(() => clearInterval(sampler));
    expect(reads).toEqual([1, 2, 3, 4, 5, 6].map((i) => ({ text: nameOf(i).join(i % 2 ? "\n" : "\n\n") })));
    expect(most).toBe(withReader);
    await new Promise((resolve) => setTimeout(resolve, READER_IDLE_MS + 1_000));
    expect(threads()).toBe(withReader - 1);
  });

  it("reads the next file after one that timed out or that no parser could read", async () => {
    expect(await readResumeText(pdfOfLines(HEADER), "pdf", { timeoutMs: 1 })).toEqual({ text: null, reason: "timeout" });
    expect(await readResumeText(pdfOfLines(nameOf(7)), "pdf")).toEqual({ text: nameOf(7).join("\n") });
    expect(await readResumeText(Buffer.from("%PDF-1.7 and nothing more\n".repeat(50)), "pdf")).toEqual({ text: null, reason: "unreadable" });
    expect(await readResumeText(docxOfLines(nameOf(8)), "docx")).toEqual({ text: nameOf(8).join("\n\n") });
  });

  it("answers 'busy' at once past each kind's own budget of waiting reads: visitors' reads leave the stored resumes' room", async () => {
    // One read runs; five of the stored resumes' reads and fifteen of the visitors' may wait.
    const texts = Array.from({ length: 7 }, (_, i) => readResumeText(pdfOfLines(nameOf(i)), "pdf"));
    const details = Array.from({ length: 16 }, () => readResumeDetails(pdfOfLines(HEADER), "pdf"));
    const [textReads, detailReads] = await Promise.all([Promise.all(texts), Promise.all(details)]);
    expect(textReads.slice(0, 6)).toEqual(Array.from({ length: 6 }, (_, i) => ({ text: nameOf(i).join("\n") })));
    expect(textReads[6]).toEqual({ text: null, reason: "busy" });
    expect(detailReads.slice(0, 15)).toEqual(Array.from({ length: 15 }, () => ({ details: PRIYA })));
    expect(detailReads[15]).toEqual({ details: null, reason: "busy" });
  });
});
