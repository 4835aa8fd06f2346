import { describe, expect, it } from "vitest";
import { escapeHtml, HeaderInjectionError, safeHeader } from "./escape";
import { renderMail } from "./layout";

describe("mail escaping", () => {
  it("escapes markup in visitor values", () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;",
    );
  });

  it("refuses header values with CR or LF", () => {
    expect(() => safeHeader("Hello\r\nBcc: victim@example.com")).toThrow(HeaderInjectionError);
    expect(() => safeHeader("Hello\nBcc: x")).toThrow(HeaderInjectionError);
    expect(safeHeader("Hello there")).toBe("Hello there");
  });

  it("renders paragraphs as escaped HTML and plain text", () => {
    const mail = renderMail(["Hi <b>Ada</b>"], { label: "Open", url: "https://example.com/?a=1&b=2" });
    expect(mail.html).toContain("Hi &lt;b&gt;Ada&lt;/b&gt;");
    expect(mail.html).toContain('href="https://example.com/?a=1&amp;b=2"');
    expect(mail.text).toContain("Open: https://example.com/?a=1&b=2");
  });
});
