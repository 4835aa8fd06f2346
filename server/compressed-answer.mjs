// Compression of the answers Next writes. Next's own (the `compression` middleware, on with
// next.config.ts's `compress`) wraps each response and writes compressed bytes through it, so
// SiteResponse, whose rules read an answer's bytes (a 404's own scripts), saw them compressed, and it
// speaks gzip only: it is off (next.config.ts), and SiteResponse compresses every answer itself,
// after its own rules. The filter is that middleware's: a type on the `compressible` list, 1 KB at
// least when the length is known, never a HEAD, a body-less status, a range or an answer already
// encoded or marked no-transform. Brotli when the visitor takes it (quality 5: compressed while it
// streams), else gzip; each flush Next asks for, after each chunk of a streamed page, is a sync flush.
import compressible from "compressible";
import zlib from "node:zlib";

/** Bodies of a known length below this go as they are. */
export const COMPRESS_MIN_BYTES = 1024;

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
 * A compressed answer's body once its head is written: through the compressor for `coding`, then to
 * `sink` (the response's own write and end). `response` is the answer itself: its socket's 'drain'
 * resumes the compressor, whose own 'drain' is the answer's, and a closed connection destroys it.
 */
export class AnswerBody {
  #coder;
  #coding;
  #ended = false;
  /** The callback of the answer's end, called once the compressor's last bytes are written. */
  #done = undefined;

  constructor(response, sink, coding) {
    this.#coding = coding;
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

  write(buffer, callback) {
    return this.#coder.write(buffer, callback);
  }

  flush() {
    this.#coder.flush(SYNC_FLUSH[this.#coding]);
  }

  end(buffer, callback) {
    if (this.#ended) return callback?.();
    this.#ended = true;
    this.#done = callback;
    this.#coder.end(buffer ?? Buffer.alloc(0));
  }
}
