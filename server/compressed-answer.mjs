// Compression of the answers Next writes (#39). Next's own (the `compression` middleware, on with
// next.config.ts's `compress`) wraps each response and writes compressed bytes through it, so the
// server could never see the HTML of a page rendered per request: it is off (next.config.ts), and
// every answer's body goes through an AnswerBody (server/site-response.mjs) instead, after the
// server's own rules. The filter is that middleware's: a type on the `compressible` list, 1 KB at
// least when the length is known, never a HEAD, a body-less status, a range or an answer already
// encoded or marked no-transform. Brotli when the visitor takes it (quality 5: compressed while it
// streams), else gzip; each flush Next asks for, after each chunk of a streamed page, is a sync flush.
//
// A page read rather than typed into, rendered per request (a blog, a post, an author, the job
// board, a job, a case study: its head names a chunk of READING_PAGE_CHUNK), names its chunks in
// one loader, as a prerendered page does (server/scripts-after-paint.mjs): its bytes are held until
// `</head>` has come (PAGE_HEAD_MAX at most, then they go as they are), that head is rewritten, and
// the rest streams as it comes. The sign-in, account, booking and operator screens, typed into as
// soon as they show, keep Next's chunk scripts (React keeps text typed before it started but hears
// of it only at the next key, so a field it controls would be reset by its next render) and get
// the loader without sources before them: a click on a button made before React has hydrated the
// page (its action is React's: "Send me the code" is a plain button) is held and made again then.
import compressible from "compressible";
import zlib from "node:zlib";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

/** Bodies of a known length below this go as they are. */
export const COMPRESS_MIN_BYTES = 1024;
/** How much of a page is held while looking for its `</head>`. */
export const PAGE_HEAD_MAX = 256 * 1024;
const HEAD_END = Buffer.from("</head>");
/** A chunk of a page read rather than typed into, as a page's head names it. */
export const READING_PAGE_CHUNK =
  /"\/_next\/static\/chunks\/app\/\(site\)\/(?:business-blog|digital-blog|recruitment-blog|careers\/jobs|case-studies)\//;

/** "br", "gzip" or "identity": what to send for an Accept-Encoding value. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map(
    String(acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([name]) => name)
      .map(([name, ...params]) => [name, Number(/q=([\d.]+)/.exec(params.join(";"))?.[1] ?? 1)]),
  );
  const wanted = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (wanted("br")) return "br";
  if (wanted("gzip")) return "gzip";
  return "identity";
}

/** Whether an answer's type is worth compressing (and so varies with Accept-Encoding). */
export function compressibleType(type) {
  return type !== undefined && compressible(String(type)) === true;
}

/**
 * The coding to send an answer in: "br", "gzip" or null (as it is). `length` is the body's size
 * when known (a Content-Length, or the one chunk an answer ended with).
 */
export function answerCoding({ method, status, acceptEncoding, type, encoding, cacheControl, length, range }) {
  if (method === "HEAD" || status < 200 || status === 204 || status === 206 || status === 304) return null;
  if (range !== undefined || !compressibleType(type)) return null;
  if (encoding !== undefined && String(encoding).toLowerCase() !== "identity") return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(cacheControl ?? ""))) return null;
  if (length !== undefined && Number(length) < COMPRESS_MIN_BYTES) return null;
  const coding = chooseEncoding(acceptEncoding);
  return coding === "identity" ? null : coding;
}

const encoders = {
  br: () => zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: () => zlib.createGzip({ level: 6 }),
};
const SYNC_FLUSH = { br: zlib.constants.BROTLI_OPERATION_FLUSH, gzip: zlib.constants.Z_SYNC_FLUSH };

/**
 * The way an answer's body goes out once its head is written: through the page-head rewrite when
 * `pageHead`, then through a compressor when `coding`, then to `sink` (the response's own write and
 * end). `response` is the answer itself: its socket's 'drain' resumes the compressor, whose own
 * 'drain' is the answer's, and a closed connection destroys it.
 */
export class AnswerBody {
  #sink;
  #coder = null;
  #coding;
  /** The page's bytes until `</head>`, while they are held. */
  #head = null;
  #ended = false;
  /** The callback of the answer's end, called once the compressor's last bytes are written. */
  #done = undefined;

  constructor(response, sink, { coding, pageHead }) {
    this.#sink = sink;
    this.#coding = coding;
    if (pageHead) this.#head = [];
    if (!coding) return;
    const coder = encoders[coding]();
    this.#coder = coder;
    coder.on("data", (data) => {
      if (!sink.write(data)) coder.pause();
    });
    coder.on("drain", () => response.emit("drain"));
    coder.once("end", () => sink.end(undefined, this.#done));
    coder.on("error", (error) => response.destroy(error));
    response.on("drain", () => coder.resume());
    response.once("close", () => {
      if (!response.writableFinished) coder.destroy();
    });
  }

  /** Whether the body goes out as it is written (then the answer writes it itself, as node would). */
  get direct() {
    return !this.#coder && !this.#head;
  }

  write(buffer, callback) {
    const out = this.#passHead(buffer);
    if (out === null) {
      callback?.();
      return true;
    }
    return this.#coder ? this.#coder.write(out, callback) : this.#sink.write(out, callback);
  }

  flush() {
    if (!this.#head) this.#coder?.flush(SYNC_FLUSH[this.#coding]);
  }

  end(buffer, callback) {
    if (this.#ended) return callback?.();
    this.#ended = true;
    const last = this.#passHead(buffer ?? Buffer.alloc(0), true);
    if (!this.#coder) return this.#sink.end(last, callback);
    this.#done = callback;
    this.#coder.end(last);
  }

  /** The bytes to send on for `buffer`: null while the page's head is still held. */
  #passHead(buffer, last = false) {
    if (!this.#head) return buffer;
    this.#head.push(buffer);
    const held = Buffer.concat(this.#head);
    const end = held.indexOf(HEAD_END);
    if (end < 0 && held.length < PAGE_HEAD_MAX && !last) {
      this.#head = [held];
      return null;
    }
    this.#head = null;
    if (end < 0) return held;
    const cut = end + HEAD_END.length;
    const head = held.subarray(0, cut).toString("utf8");
    return Buffer.concat([Buffer.from(scriptsAfterPaint(head, READING_PAGE_CHUNK.test(head))), held.subarray(cut)]);
  }
}
