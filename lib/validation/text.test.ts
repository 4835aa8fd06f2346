import { describe, expect, it } from "vitest";
import { beforeFirst, trimEdges, trimTrailing, withoutLastWord } from "./text";

describe("trimming without patterns", () => {
  it("trims the given characters at the end only", () => {
    expect(trimTrailing("https://example.com///", "/")).toBe("https://example.com");
    expect(trimTrailing("/a/b", "/")).toBe("/a/b");
    expect(trimTrailing("////", "/")).toBe("");
    expect(trimTrailing("name:  ", ": ")).toBe("name");
  });

  it("trims both ends", () => {
    expect(trimEdges("//prefix/inner//", "/")).toBe("prefix/inner");
    expect(trimEdges("--a-b--", "-")).toBe("a-b");
    expect(trimEdges("---", "-")).toBe("");
  });

  it("drops the last word and the space before it, a word that is all there is included", () => {
    expect(withoutLastWord("one two thr")).toBe("one two");
    expect(withoutLastWord("one two \n thr")).toBe("one two");
    expect(withoutLastWord("single")).toBe("");
  });

  it("keeps what stands before the first mark", () => {
    expect(beforeFirst("file:./var/data.db?mode=ro?x", "?")).toBe("file:./var/data.db");
    expect(beforeFirst("file:./var/data.db", "?")).toBe("file:./var/data.db");
  });

  it("takes one pass over a long run, where a trailing pattern retried at every position", () => {
    const slashes = "/".repeat(200_000) + "x";
    expect(trimTrailing(slashes, "/")).toBe(slashes);
    expect(trimEdges(slashes, "/")).toBe("x");
    expect(withoutLastWord(" ".repeat(200_000) + "x")).toBe("");
  });
});
