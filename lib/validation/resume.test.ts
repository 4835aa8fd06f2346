import { describe, expect, it } from "vitest";
import { FILE_TEXT } from "../content/uploads";
import { resumeBytesProblem } from "./resume";

const head = (bytes: number[] | string) =>
  typeof bytes === "string" ? new TextEncoder().encode(bytes) : Uint8Array.from(bytes);

describe("a resume's first bytes", () => {
  it("take a PDF, a Word 97-2003 file and a Word document (a ZIP, read further by the server)", () => {
    expect(resumeBytesProblem(head("%PDF-1.7"))).toBeNull();
    expect(resumeBytesProblem(head([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBeNull();
    expect(resumeBytesProblem(head([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]))).toBeNull();
  });

  it(
    "refuse a program, text, an image or a cut-off signature as no real PDF or Word document, and say an empty " +
      "file is empty",
    () => {
      expect(FILE_TEXT.notDocument).toBe("This file is not a real PDF or Word document.");
      for (const bytes of [
        head("MZ\x90\x00\x03\x00\x00\x00"),
        head("not a PDF at all"),
        head([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        head("%PD"),
        head([0xd0, 0xcf, 0x11, 0xe0]),
      ]) {
        expect(resumeBytesProblem(bytes)).toBe(FILE_TEXT.notDocument);
      }
      expect(resumeBytesProblem(new Uint8Array())).toBe("The file is empty.");
    },
  );
});
