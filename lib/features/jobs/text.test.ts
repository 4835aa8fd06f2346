import { describe, expect, it } from "vitest";
import { descriptionBlocks, descriptionSummary } from "./text";

describe("a job description's plain text", () => {
  it("becomes paragraphs and lists; markup stays text", () => {
    const text = "We build payments.\nIn Noida.\n\nYou bring:\n- Java <script>x</script>\n* Spring\n\nApply today.";
    expect(descriptionBlocks(text)).toEqual([
      { kind: "paragraph", text: "We build payments. In Noida." },
      { kind: "paragraph", text: "You bring:" },
      { kind: "list", items: ["Java <script>x</script>", "Spring"] },
      { kind: "paragraph", text: "Apply today." },
    ]);
  });

  it("sums up in one bounded line", () => {
    expect(descriptionSummary("One.\n\n- two\n- three")).toBe("One. two; three");
    expect(descriptionSummary("word ".repeat(100), 20)).toBe("word word word word…");
  });
});
