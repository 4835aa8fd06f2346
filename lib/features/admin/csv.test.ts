import { describe, expect, it } from "vitest";
import { csvCell, csvRow, neutralise } from "./csv";

describe("CSV cells", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', '\'=HYPERLINK("http://evil.example","click")'],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
  ])("neutralises a cell beginning with a formula character: %j", (value, expected) => {
    expect(neutralise(value)).toBe(expected);
  });

  it("leaves ordinary text alone, including formula characters later in the cell", () => {
    expect(neutralise("Asha Gupta")).toBe("Asha Gupta");
    expect(neutralise("a=b+c@d")).toBe("a=b+c@d");
    expect(neutralise("")).toBe("");
  });

  it("quotes cells with commas, quotes or line breaks, after neutralising", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    expect(csvCell("\r=cmd")).toBe(`"'\r=cmd"`);
  });

  it("writes empty cells for null and undefined, ISO text for dates, and ends rows with CRLF", () => {
    expect(csvRow([null, undefined, 4, new Date("2026-01-02T03:04:05Z"), "x"])).toBe(
      ",,4,2026-01-02T03:04:05.000Z,x\r\n",
    );
  });

  it("neutralises negative numbers too, since they begin with '-'", () => {
    expect(csvCell(-5)).toBe("'-5");
  });
});
