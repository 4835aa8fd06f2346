import { describe, expect, it } from "vitest";
import { createLogger, requestContext, scrubText } from "./log";

/** A logger at `level` whose lines are kept, parsed, in `lines`. */
function capture(level = "info") {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const logger = createLogger(level, {
    write(line: string) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    },
  });
  return { logger, lines, raw };
}

describe("the logger", () => {
  it("writes one JSON line per event with its level name and an ISO time", () => {
    const { logger, lines, raw } = capture();
    logger.info({ count: 3 }, "outbox paused");
    expect(raw).toHaveLength(1);
    expect(raw[0]?.endsWith("\n")).toBe(true);
    expect(raw[0]?.trimEnd()).not.toContain("\n");
    expect(lines[0]).toMatchObject({ level: "info", msg: "outbox paused", count: 3 });
    expect(new Date(String(lines[0]?.time)).toISOString()).toBe(lines[0]?.time);
  });

  it("leaves out what is below its level (LOG_LEVEL)", () => {
    const { logger, lines } = capture("warn");
    logger.info("not shown");
    logger.debug("not shown either");
    logger.warn("shown");
    expect(lines.map((line) => line.msg)).toEqual(["shown"]);
  });

  it("carries the id of the request the code runs for, and none outside a request", async () => {
    const { logger, lines } = capture();
    logger.info("before");
    await requestContext.run({ requestId: "req-42" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      logger.error("inside, after an await");
    });
    expect(lines[0]).not.toHaveProperty("requestId");
    expect(lines[1]).toMatchObject({ requestId: "req-42", msg: "inside, after an await" });
  });

  it("writes an error as one line with its stack in err", () => {
    const { logger, lines, raw } = capture();
    logger.error({ err: new TypeError("the database went away") }, "unexpected error");
    expect(raw[0]?.trimEnd()).not.toContain("\n");
    const err = lines[0]?.err as Record<string, unknown>;
    expect(err).toMatchObject({ type: "TypeError", message: "the database went away" });
    expect(String(err.stack)).toContain("TypeError: the database went away\n    at ");
    expect(lines[0]?.msg).toBe("unexpected error");
  });

  it("replaces e-mail addresses in the message, in fields and in an error's message and stack", () => {
    const { logger, raw, lines } = capture();
    logger.warn("refused for jane.doe+news@example.co.uk today");
    logger.info(
      { reason: "550 <bob@mail.example.com>: no such user", nested: { list: ["x", "carol@example.org"] } },
      "mail",
    );
    logger.error(new Error("duplicate key dave@example.net"));
    logger.info("%s signed up", "erin@example.com");
    const all = raw.join("");
    for (const address of [
      "jane.doe+news@example.co.uk",
      "bob@mail.example.com",
      "carol@example.org",
      "dave@example.net",
      "erin@example.com",
    ]) {
      expect(all).not.toContain(address);
    }
    expect(lines[0]?.msg).toBe("refused for [email] today");
    expect(lines[1]).toMatchObject({ reason: "550 <[email]>: no such user", nested: { list: ["x", "[email]"] } });
    expect(lines[2]?.msg).toBe("duplicate key [email]");
    expect((lines[2]?.err as { message: string; stack: string }).stack).toContain("Error: duplicate key [email]");
    expect(lines[3]?.msg).toBe("[email] signed up");
  });

  it("replaces addresses percent-encoded in a URL, and logs URL fields without their query", () => {
    const { logger, lines, raw } = capture();
    logger.error(
      { err: new Error("Invalid URL: /admin/privacy?email=jane.doe%2Bnews%40example.co.uk") },
      "request failed",
    );
    logger.info("redirect to /x?to=bob%2540mail%252Eexample%252Ecom");
    logger.info(
      { url: "/verify-email?code=123456&step=2#top", href: "https://example.com/a#b", path: "/blogs" },
      "request",
    );
    expect(raw.join("")).not.toMatch(/jane|bob/);
    expect((lines[0]?.err as { message: string }).message).toBe("Invalid URL: /admin/privacy?email=[email]");
    expect(lines[1]?.msg).toBe("redirect to /x?to=[email]");
    expect(lines[2]).toMatchObject({ url: "/verify-email?[query]", href: "https://example.com/a", path: "/blogs" });
  });

  it("scrubs a long visitor text in one pass, and still finds the address after it", () => {
    const started = performance.now();
    // A word of 60,000 letters took 11 s under the one-pattern scrub; the others are its neighbours.
    for (const text of [
      "a".repeat(60_000),
      `${"a".repeat(60_000)}@`,
      "%40".repeat(20_000),
      "a@".repeat(30_000),
      `x@${"a.".repeat(30_000)}1`,
      `${"?".repeat(60_000)}x`,
    ]) {
      expect(scrubText(text)).toBe(text);
    }
    expect(scrubText(`${"a".repeat(60_000)} jane@example.com`)).toBe(`${"a".repeat(60_000)} [email]`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("replaces whole the fields that carry addresses, bodies or credentials", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        email: "x",
        to: "y",
        password: "hunter2",
        body: { name: "Jo" },
        headers: { Authorization: "Bearer abc", cookie: "s=1", accept: "*/*" },
      },
      "request",
    );
    expect(lines[0]).toMatchObject({
      email: "[redacted]",
      to: "[redacted]",
      password: "[redacted]",
      body: "[redacted]",
      headers: { Authorization: "[redacted]", cookie: "[redacted]", accept: "*/*" },
    });
  });
});
