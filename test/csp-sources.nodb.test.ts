// The script sources of the server's CSPs (server/csp-hashes.mjs, server/csp-nonce.mjs) and the
// drain's answers (server/graceful-stop.mjs), on their own: which inline scripts are hashed, what
// every prerendered page shares, and what a request's nonce allows for each status.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain-Node script without types
import { inlineScriptHashes } from "../server/csp-hashes.mjs";
// @ts-expect-error plain-Node script without types
import { sharedScriptHashes, useNonce } from "../server/csp-nonce.mjs";
// @ts-expect-error plain-Node script without types
import { answerWhileDraining, createDrain } from "../server/graceful-stop.mjs";

const hash = (body: string) => `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts once each, and leaves out data blocks and external scripts", () => {
    const html = [
      "<script>self.a=1</script>",
      '<script type="module">import "x"</script>',
      '<script type="text/javascript">self.b=2</script>',
      "<script>self.a=1</script>",
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/_next/static/chunks/app.js" async=""></script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([hash("self.a=1"), hash('import "x"'), hash("self.b=2")]);
  });
});

describe("sharedScriptHashes", () => {
  it("keeps the hashes every page has, leaving out Next's own /_ pages", () => {
    const pages = new Map([
      ["/", ["'sha256-theme'", "'sha256-home'"]],
      ["/about", ["'sha256-about'", "'sha256-theme'"]],
      ["/_not-found", ["'sha256-other'"]],
    ]);
    expect(sharedScriptHashes(pages)).toEqual(["'sha256-theme'"]);
    expect(sharedScriptHashes(new Map())).toEqual([]);
  });
});

describe("useNonce", () => {
  it("gives each request a fresh nonce in place of whatever the client sent, and the error page's hashes for a 5xx only", () => {
    const headers: Record<string, string> = { "content-security-policy": "script-src 'nonce-forged'", "content-security-policy-report-only": "x" };
    const sources = useNonce({ headers } as unknown as IncomingMessage, { shared: ["'sha256-theme'"], failed: ["'sha256-error'"] });
    const nonce = /'nonce-([A-Za-z0-9+/]{24})'/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe("forged");
    expect(headers["content-security-policy-report-only"]).toBeUndefined();
    expect(sources(200)).toEqual([`'nonce-${nonce}'`, "'sha256-theme'"]);
    expect(sources(404)).toEqual([`'nonce-${nonce}'`, "'sha256-theme'"]);
    expect(sources(500)).toEqual([`'nonce-${nonce}'`, "'sha256-theme'", "'sha256-error'"]);
    const again: Record<string, string> = {};
    useNonce({ headers: again } as unknown as IncomingMessage, { shared: [], failed: [] });
    expect(again["content-security-policy"]).not.toBe(headers["content-security-policy"]);
  });
});

describe("answerWhileDraining", () => {
  function response() {
    const written: { status?: number; headers: Record<string, unknown>; body?: string } = { headers: {} };
    const res = {
      setHeader: (name: string, value: unknown) => void (written.headers[name.toLowerCase()] = value),
      writeHead: (status: number, headers: Record<string, unknown>) => {
        written.status = status;
        for (const [name, value] of Object.entries(headers)) written.headers[name.toLowerCase()] = value;
      },
      end: (body: string) => void (written.body = body),
    } as unknown as ServerResponse;
    return { res, written };
  }

  it("answers nothing before a stop; during one, readiness answers 503 and every answer closes its connection", () => {
    const drain = createDrain();
    const before = response();
    expect(answerWhileDraining(drain, "/api/ready", before.res)).toBe(false);
    expect(before.written.headers.connection).toBeUndefined();
    drain.draining = true;
    const page = response();
    expect(answerWhileDraining(drain, "/about", page.res)).toBe(false);
    expect(page.written.headers.connection).toBe("close");
    const ready = response();
    expect(answerWhileDraining(drain, "/api/ready", ready.res)).toBe(true);
    expect(ready.written.status).toBe(503);
    expect(JSON.parse(ready.written.body ?? "{}")).toEqual({ status: "draining" });
    expect(ready.written.headers["retry-after"]).toBe("5");
  });
});
