// What a form sends for a file input: the chosen file, or nothing for an empty input or a text.
import { describe, expect, it } from "vitest";
import { chosenFile } from "./chosen-file";

describe("chosenFile", () => {
  it("gives the file a visitor chose", () => {
    const body = new FormData();
    body.append("image", new File(["abc"], "photo.png", { type: "image/png" }));
    expect(chosenFile(body, "image")?.name).toBe("photo.png");
  });

  it("gives nothing for an input left empty, which still sends a nameless File", () => {
    const body = new FormData();
    body.append("image", new File([], "", { type: "application/octet-stream" }));
    expect(chosenFile(body, "image")).toBeNull();
  });

  it("gives nothing for a missing field or a text value", () => {
    const body = new FormData();
    body.append("image", "photo.png");
    expect(chosenFile(body, "image")).toBeNull();
    expect(chosenFile(body, "other")).toBeNull();
  });
});
