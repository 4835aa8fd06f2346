import { describe, expect, it } from "vitest";
import { QUOTE_TEXT_MAX, trimQuoted } from "./quote";

describe("trimQuoted", () => {
  it("keeps a reply without history as it is", () => {
    expect(trimQuoted("Thanks, Tuesday works.\n\nAda\n")).toEqual({
      text: "Thanks, Tuesday works.\n\nAda",
      trimmed: false,
    });
  });

  it.each([
    [
      "Gmail's line",
      "Yes please.\r\n\r\nOn Mon, 2 Mar 2026 at 10:00, Olivia <no-reply@example.com> wrote:\r\n> Hello Ada\r\n",
    ],
    [
      "a folded Gmail line",
      "Yes please.\n\nOn Mon, 2 Mar 2026 at 10:00, Olivia Owner <no-reply@example.com>\nwrote:\n> Hello",
    ],
    ["quote marks", "Yes please.\n> Hello Ada\n> Olivia"],
    ["Outlook's divider", "Yes please.\n\n-----Original Message-----\nFrom: Olivia\nSent: Monday\nHello Ada"],
    [
      "Outlook's header block",
      "Yes please.\n\nFrom: Olivia Owner <no-reply@example.com>\nSent: Monday, 2 March 2026 10:00\nTo: Ada\nSubject: Your application",
    ],
    ["a forwarded block", "Yes please.\n---------- Forwarded message ---------\nFrom: x"],
  ])("cuts %s", (_name, text) => {
    expect(trimQuoted(text)).toEqual({ text: "Yes please.", trimmed: true });
  });

  it("keeps a From: line that starts no header block", () => {
    const text = "From: my side, Tuesday is fine.\nAda";
    expect(trimQuoted(text)).toEqual({ text, trimmed: false });
  });

  it("shows a message that is all quote whole rather than empty", () => {
    expect(trimQuoted("> Hello Ada\n> Olivia")).toEqual({ text: "> Hello Ada\n> Olivia", trimmed: false });
  });

  it("reads a huge or hostile text in bounded time", () => {
    const hostile = `On ${" ".repeat(50_000)}wrote\n`.repeat(10) + "a".repeat(QUOTE_TEXT_MAX);
    const started = performance.now();
    const { text } = trimQuoted(hostile);
    expect(performance.now() - started).toBeLessThan(500);
    expect(text.length).toBeLessThanOrEqual(QUOTE_TEXT_MAX);
  });
});
