// The resume reads are background work like the senders': the process's stop (the bridge's stops,
// which server/server.mjs runs on SIGTERM and test/setup-env.ts between test files) leaves what
// waits unread and ends the worker. Left running, a queued read reached a file store closed since
// and logged its outage into whatever ran next.
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bridge } from "@/lib/core/bridge.mjs";
import { fileStore } from "@/lib/core/storage";
import { readResumeText } from "@/lib/features/resume";
import { readResumeLater, resumeReadsSettled } from "@/lib/features/submissions/resume-text";
import { pdfOfLines } from "./support/pdf";

const stopAll = () => Promise.all(bridge.stops.map((stop) => stop()));

describe("the process's stop", () => {
  afterEach(() => vi.restoreAllMocks());

  it("leaves the queued resume reads unread and waits for the one in flight", async () => {
    const opened = vi.spyOn(fileStore, "open");
    for (let i = 0; i < 20; i += 1) readResumeLater(randomUUID(), `career/${randomUUID()}.pdf`, "application/pdf");
    await stopAll();
    await resumeReadsSettled();
    expect(opened.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it("ends the reader's worker, which would otherwise wait for the next file", async () => {
    const read = await readResumeText(pdfOfLines(["Meera Iyer", "meera.iyer@example.com"]), "pdf");
    expect(read).toEqual({ text: "Meera Iyer\nmeera.iyer@example.com" });
    expect(bridge.resumeReader?.thread).not.toBeNull();
    await stopAll();
    expect(bridge.resumeReader?.thread).toBeNull();
  });
});
