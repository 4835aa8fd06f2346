// One file from a multipart/form-data Web Request (App Router), streamed by formidable into a
// scratch file. Limits hold while the bytes arrive; on any failure the scratch file is removed.
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import type { IncomingMessage } from "node:http";
import { once } from "node:events";
import path from "node:path";
import { Readable } from "node:stream";
import formidable, { errors as formErrors } from "formidable";
import { badRequest, HttpError, tooLarge, unsupportedType } from "../http";

export type ScratchFile = { path: string; originalName: string; size: number; sha256: string };

type Options = { field: string; maxBytes: number; scratchDir: string; tooLargeMessage: string };

// Room for the multipart boundaries, part headers and a few tiny fields around the file.
const FORM_OVERHEAD = 16 * 1024;
const MAX_FIELDS = 4;
const MAX_FIELDS_BYTES = 1024;

type Scratch = { path: string; stream: fs.WriteStream };

/** Removes scratch files once their write streams are closed (a stream still opening would recreate one). */
export async function removeScratch(files: Array<{ path: string; stream?: fs.WriteStream }>): Promise<void> {
  await Promise.all(
    files.map(async ({ path: file, stream }) => {
      if (stream && !stream.closed) {
        const closed = once(stream, "close");
        stream.destroy();
        await closed.catch(() => undefined);
      }
      await fsp.rm(file, { force: true });
    }),
  );
}

/** The request body as a Node stream that fails with a 413 once it passes `limit` bytes. */
function boundedBody(body: ReadableStream<Uint8Array>, limit: number, message: string): Readable {
  const reader = body.getReader();
  let total = 0;
  async function* chunks() {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        total += value.byteLength;
        if (total > limit) throw tooLarge(message);
        yield value;
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

function asHttpError(error: unknown, tooLargeMessage: string): unknown {
  if (error instanceof HttpError) return error;
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  if (code === formErrors.biggerThanMaxFileSize || code === formErrors.biggerThanTotalMaxFileSize) return tooLarge(tooLargeMessage);
  if (code === formErrors.maxFieldsExceeded || code === formErrors.maxFieldsSizeExceeded) return tooLarge();
  if (code === formErrors.maxFilesExceeded) return badRequest("Please send one file only.");
  if (code === formErrors.noEmptyFiles || code === formErrors.smallerThanMinFileSize) return badRequest("The file is empty.");
  if (typeof code === "number") return badRequest("The upload could not be read.");
  return error;
}

type FormOptions = {
  /** The one file part accepted; any other file part is refused. */
  fileField: string;
  /** The text fields kept; others are dropped. */
  fields: readonly string[];
  maxBytes: number;
  /** Bytes of all text fields together. */
  maxFieldsBytes?: number;
  scratchDir: string;
  tooLargeMessage: string;
  /** An empty file part (a browser's file input left empty) then counts as no file. */
  optionalFile?: boolean;
};

export type ReceivedForm = { fields: Record<string, string>; file: ScratchFile | null };

/** Text fields and at most one file (in a scratch file), with every limit held while reading. */
export async function readForm(request: Request, options: FormOptions): Promise<ReceivedForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw unsupportedType("Please send the file as multipart/form-data.");
  const length = request.headers.get("content-length");
  const maxFieldsBytes = options.maxFieldsBytes ?? MAX_FIELDS_BYTES;
  const bodyLimit = options.maxBytes + maxFieldsBytes + FORM_OVERHEAD;
  if (Number(length ?? "0") > bodyLimit) throw tooLarge(options.tooLargeMessage);
  if (!request.body) throw badRequest("No file was sent.");

  const body = boundedBody(request.body, bodyLimit, options.tooLargeMessage);
  // formidable reads a Node request: it needs these two headers, and `transfer-encoding` stands
  // in for a missing length, without which it would expect an empty body.
  const headers = { "content-type": type, ...(length ? { "content-length": length } : { "transfer-encoding": "chunked" }) };
  const scratch: Scratch[] = [];
  const form = formidable({
    maxFiles: 1,
    maxFileSize: options.maxBytes,
    maxTotalFileSize: options.maxBytes,
    maxFields: Math.max(MAX_FIELDS, options.fields.length + 2),
    maxFieldsSize: maxFieldsBytes,
    allowEmptyFiles: options.optionalFile ?? false,
    minFileSize: 0,
    hashAlgorithm: "sha256",
    filter: (part) => {
      if (part.name === options.fileField) return true;
      body.destroy(badRequest(`Only the "${options.fileField}" file is accepted.`));
      return false;
    },
    fileWriteStreamHandler: () => {
      const file = path.join(options.scratchDir, `${randomUUID()}.upload`);
      const stream = fs.createWriteStream(file, { mode: 0o600 });
      scratch.push({ path: file, stream });
      return stream;
    },
  });

  try {
    // The cast is the adapter: formidable only reads `headers` and the stream's events.
    const [fields, files] = await form.parse(Object.assign(body, { headers }) as unknown as IncomingMessage);
    const received = files[options.fileField] ?? [];
    const [file] = received;
    const [written] = scratch;
    if (received.length > 1 || scratch.length > 1 || (file && !written)) throw badRequest("Please send one file only.");
    const kept = Object.fromEntries(options.fields.map((name) => [name, fields[name]?.[0] ?? ""]));
    if (!file || !written || file.size === 0) {
      await removeScratch(scratch);
      return { fields: kept, file: null };
    }
    return { fields: kept, file: { path: written.path, originalName: file.originalFilename ?? "", size: file.size, sha256: String(file.hash) } };
  } catch (error) {
    body.destroy();
    await removeScratch(scratch);
    throw asHttpError(error, options.tooLargeMessage);
  }
}

export async function readOneFile(request: Request, options: Options): Promise<ScratchFile> {
  const { file } = await readForm(request, {
    fileField: options.field,
    fields: [],
    maxBytes: options.maxBytes,
    scratchDir: options.scratchDir,
    tooLargeMessage: options.tooLargeMessage,
  });
  if (!file) throw badRequest(`Please attach the file as "${options.field}".`);
  return file;
}
