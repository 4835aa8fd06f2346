// One way to send a form (issue 36): the browser posts only through lib/client/send.ts, which the
// forms reach through useFormSend (components/ui/use-form-send.ts); a hand-written POST (fetch with
// a method, XMLHttpRequest) in a component or a page is a second idiom. Reads (GET) stay free.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const TRANSPORT = "lib/client/send.ts";
/** The transport, and its upload half that it loads when a form asks for progress. */
const TRANSPORT_FILES = [TRANSPORT, "lib/client/upload.ts"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Client modules only: a route handler or a server page may fetch what it likes. */
const candidates = [...sourceFiles("components"), ...sourceFiles("lib/client"), ...sourceFiles("app")];
const clientFiles = candidates.filter((file) => {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  return file.startsWith("lib/client/") || /^\s*(?:\/\/[^\n]*\n\s*)*["']use client["']/.test(text);
});

describe("sending a form", () => {
  it("finds the client modules it checks", () => {
    const some = ["components/ui/use-form-send.ts", ...TRANSPORT_FILES, "components/jobs/quick-apply-form.tsx"];
    expect(clientFiles).toEqual(expect.arrayContaining(some));
  });

  it("posts from the browser only through lib/client/send.ts", () => {
    const offenders = clientFiles
      .filter((file) => !TRANSPORT_FILES.includes(file))
      .filter((file) => /XMLHttpRequest|method:\s*["']POST["']/.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
