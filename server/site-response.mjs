// Every answer of the server is a SiteResponse: node:http makes it (http.createServer's
// ServerResponse option) and hands it to Next as the response, so the rules every answer follows,
// whichever part of Next wrote it (pages, RSC payloads, static files, images, route handlers, the
// 404 page), live in this class's writeHead, and nothing is patched onto a response per request:
// - during an outage (lib/core/outage.ts) a 5xx is a 503 with Retry-After (server/outage-gate.mjs);
// - a 404 is `private, no-store`: a CDN must not keep "not found" for a path that may exist later
//   (or that it normalises into one that exists);
// - no shared cache lifetime over STATIC_PAGE_S_MAXAGE: Next's `s-maxage=31536000` becomes the
//   prerendered pages' policy (server/static-cache.mjs);
// - no 'unsafe-inline' for scripts: next.config.ts's placeholder becomes `scriptSources(status)`,
//   this request's nonce and the build's hashes (server/csp-nonce.mjs). A 404 is held until it
//   ends and its own inline scripts' hashes join them: the not-found page is prerendered, and after
//   a revalidation Next renders it once with that request's nonce and keeps that copy for every
//   404 after, so the nonce in it allows nothing.
// - an answer written before its request's body was read closes its connection, lingering
//   (server/linger.mjs);
// Prerendered pages come from server/static-pages.mjs with their hashes in already and pass unchanged.
// Every other body goes out through an AnswerBody (server/compressed-answer.mjs): compressed, and a
// page rendered per request with its chunks named in the loader that adds them after the first paint.
import http from "node:http";
import { AnswerBody, answerCoding, compressibleType } from "./compressed-answer.mjs";
import { sentScriptHashes, withScriptHashes } from "./csp-hashes.mjs";
import { bodyUnread, lingerAfterAnswer } from "./linger.mjs";
import { outageNow, outageRetryAfter } from "./outage-gate.mjs";
import { STATIC_PAGE_CACHE_CONTROL, STATIC_PAGE_S_MAXAGE } from "./static-cache.mjs";

export const NOT_FOUND_CACHE_CONTROL = "private, no-store";

/** The Cache-Control to send for `status` in place of `value` (unchanged when it breaks no rule). */
export function guardedCacheControl(status, value) {
  if (status === 404) return NOT_FOUND_CACHE_CONTROL;
  if (value === undefined) return value;
  const shared = /(?:^|[,\s])s-maxage\s*=\s*"?(\d+)/i.exec(String(value));
  return shared && Number(shared[1]) > STATIC_PAGE_S_MAXAGE ? STATIC_PAGE_CACHE_CONTROL : value;
}

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
const fieldsOf = (rest) => rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
/** How `name` is spelled in writeHead's fields, when it is there. */
const keyIn = (fields, name) => fields && Object.keys(fields).find((key) => key.toLowerCase() === name);
/** A Vary value that names Accept-Encoding. */
const varyingOnEncoding = (value) => {
  const vary = Array.isArray(value) ? value.join(", ") : String(value ?? "");
  if (/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(vary)) return value;
  return vary.trim() ? `${vary}, Accept-Encoding` : "Accept-Encoding";
};

export class SiteResponse extends http.ServerResponse {
  /** What replaces 'unsafe-inline' in script-src for a status; null leaves the placeholder (a page filled for server/static-pages.mjs). */
  scriptSources = () => [];
  /** Undefined until the status is known; then the chunks of a held 404, or null. */
  #held;
  #head = [];
  /** How the body goes out, once the head is written (server/compressed-answer.mjs). */
  #body = null;
  /** The size of the body an answer ended with before its head was written. */
  #endLength;

  /** Whether this answer is held: decided once, by the first status it is written with. */
  #holds(status) {
    if (this.#held === undefined) this.#held = status === 404 && !this.headersSent ? [] : null;
    return this.#held !== null;
  }

  /** The value a header has in this answer: in writeHead's fields, or set before. */
  #headerOf(fields, name) {
    const key = keyIn(fields, name);
    return key ? fields[key] : this.getHeader(name);
  }

  /** How an answer's body goes out: its coding (or null) and whether its page head is rewritten. */
  #plan(status, fields) {
    const header = (name) => this.#headerOf(fields, name);
    const method = this.req?.method;
    const type = header("content-type");
    const coding = answerCoding({
      method,
      status,
      acceptEncoding: this.req?.headers["accept-encoding"],
      type,
      encoding: header("content-encoding"),
      cacheControl: header("cache-control"),
      length: header("content-length") ?? this.#endLength,
      range: header("content-range"),
    });
    // A page rendered per request (the prerendered ones come rewritten: scriptSources is null).
    const pageHead =
      status === 200 &&
      method === "GET" &&
      typeof this.scriptSources === "function" &&
      /^text\/html\b/i.test(String(type ?? ""));
    return { coding, pageHead };
  }

  /** Writes the head with the rules applied; `extra` script sources join the request's. */
  #writeRuledHead(status, rest, extra) {
    const fields = fieldsOf(rest);
    const fix = (name, rule) => {
      const value = this.#headerOf(fields, name);
      const fixed = rule(value);
      if (fixed === value) return;
      const key = keyIn(fields, name);
      if (key && fixed === undefined) delete fields[key];
      if (key && fixed !== undefined) fields[key] = fixed;
      if (!key && fixed === undefined) this.removeHeader(name);
      if (!key && fixed !== undefined) this.setHeader(name, fixed);
    };
    fix("cache-control", (value) => guardedCacheControl(status, value));
    const sources = this.scriptSources?.(status);
    if (sources) {
      fix("content-security-policy", (value) =>
        typeof value === "string" && value.includes("'unsafe-inline'")
          ? withScriptHashes(value, [...new Set([...sources, ...extra])])
          : value,
      );
    }
    if (compressibleType(this.#headerOf(fields, "content-type"))) fix("vary", varyingOnEncoding);
    if (bodyUnread(this.req)) {
      fix("connection", () => "close");
      lingerAfterAnswer(this.req);
    }
    const plan = this.#plan(status, fields);
    if (plan.coding) fix("content-encoding", () => plan.coding);
    if (plan.coding || plan.pageHead) fix("content-length", () => undefined);
    this.#body = new AnswerBody(
      this,
      { write: (data, done) => super.write(data, done), end: (data, done) => super.end(data, done) },
      plan,
    );
    return super.writeHead(status, ...rest);
  }

  writeHead(status, ...rest) {
    if (status >= 500 && status !== 503 && outageNow()) {
      status = 503;
      this.statusCode = 503;
      this.setHeader("Retry-After", outageRetryAfter());
      rest = rest.filter((value) => typeof value !== "string");
    }
    if (!this.#holds(status)) return this.#writeRuledHead(status, rest, []);
    this.#head = [status, ...rest];
    return this;
  }

  flushHeaders() {
    if (this.#held) return;
    super.flushHeaders();
  }

  /** Sends what the compressor holds (Next asks after each chunk of a streamed page). */
  flush() {
    this.#body?.flush();
  }

  write(chunk, encoding, callback) {
    const done = typeof encoding === "function" ? encoding : callback;
    if (this.#holds(this.statusCode)) {
      this.#held.push(toBuffer(chunk, encoding));
      done?.();
      return true;
    }
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (this.#body?.direct !== false) return super.write(chunk, encoding, callback);
    return this.#body.write(toBuffer(chunk, encoding), done);
  }

  end(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    const body = chunk && typeof chunk !== "function" ? toBuffer(chunk, encoding) : undefined;
    if (this.#holds(this.statusCode)) {
      if (body) this.#held.push(body);
      const all = Buffer.concat(this.#held);
      this.#held = null;
      const [status = this.statusCode, ...rest] = this.#head;
      const own = sentScriptHashes((name) => this.#headerOf(fieldsOf(rest), name), all);
      this.#endLength = all.length;
      this.#writeRuledHead(status, rest, own ?? []);
      return this.#finish(all, done);
    }
    if (!this.headersSent) {
      this.#endLength = body?.length ?? 0;
      // As it is: node writes the head itself, with the body's length.
      const { coding, pageHead } = this.#plan(this.statusCode, undefined);
      if (!coding && !pageHead) return super.end(chunk, encoding, callback);
      this.writeHead(this.statusCode);
    }
    return this.#finish(body, done);
  }

  #finish(body, done) {
    if (this.#body?.direct !== false) return super.end(body, done);
    this.#body.end(body, done);
    return this;
  }
}
