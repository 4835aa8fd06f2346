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
import { FILE_TEXT } from "../../content/uploads";

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
  if (code === formErrors.biggerThanMaxFileSize || code === formErrors.biggerThanTotalMaxFileSize)
    return tooLarge(tooLargeMessage);
  if (code === formErrors.maxFieldsExceeded || code === formErrors.maxFieldsSizeExceeded) return tooLarge();
  if (code === formErrors.maxFilesExceeded) return badRequest("Please send one file only.");
  if (code === formErrors.noEmptyFiles || code === formErrors.smallerThanMinFileSize)
    return badRequest(FILE_TEXT.empty);
  if (typeof code === "number") return badRequest("The upload could not be read.");
  return error;
}

export type FormOptions = {
  /** The one file part accepted; any other file part fails the request. */
  fileField: string;
  maxFileBytes: number;
  maxFields: number;
  maxFieldsBytes: number;
  scratchDir: string;
  tooLargeMessage: string;
};

/** Text fields (the first value of each name) and the file, which may be absent. */
export type MultipartForm = { fields: Record<string, string>; file: ScratchFile | null };

/**
 * Text fields and at most one file from a multipart/form-data request. A file part without a
 * name (an empty file input) counts as no file. Limits hold while the bytes arrive.
 */
export async function readMultipart(request: Request, options: FormOptions): Promise<MultipartForm> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) throw unsupportedType("Please send the form as multipart/form-data.");
  const length = request.headers.get("content-length");
  const bodyLimit = options.maxFileBytes + options.maxFieldsBytes + FORM_OVERHEAD;
  if (Number(length ?? "0") > bodyLimit) throw tooLarge(options.tooLargeMessage);
  if (!request.body) throw badRequest("The form is empty.");

  const body = boundedBody(request.body, bodyLimit, options.tooLargeMessage);
  // formidable reads a Node request: it needs these two headers, and `transfer-encoding` stands
  // in for a missing length, without which it would expect an empty body.
  const headers = {
    "content-type": type,
    ...(length ? { "content-length": length } : { "transfer-encoding": "chunked" }),
  };
  const scratch: Scratch[] = [];
  let unexpectedFile = false;
  const form = formidable({
    maxFiles: 1,
    maxFileSize: options.maxFileBytes,
    maxTotalFileSize: options.maxFileBytes,
    maxFields: options.maxFields,
    maxFieldsSize: options.maxFieldsBytes,
    allowEmptyFiles: false,
    hashAlgorithm: "sha256",
    filter: (part) => {
      if (part.name === options.fileField) return Boolean(part.originalFilename);
      // Remembered as well: a small body may be read to its end before the destroy lands.
      unexpectedFile = true;
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
    if (unexpectedFile) throw badRequest(`Only the "${options.fileField}" file is accepted.`);
    const received = files[options.fileField] ?? [];
    const [file] = received;
    const [written] = scratch;
    if (received.length > 1 || scratch.length > 1 || (file && !written)) throw badRequest("Please send one file only.");
    const values = Object.fromEntries(
      Object.entries(fields).flatMap(([name, list]) => (list?.[0] === undefined ? [] : [[name, list[0]]])),
    );
    return {
      fields: values,
      file:
        file && written
          ? {
              path: written.path,
              originalName: file.originalFilename ?? "",
              size: file.size,
              sha256: String(file.hash),
            }
          : null,
    };
  } catch (error) {
    body.destroy();
    await removeScratch(scratch);
    throw asHttpError(error, options.tooLargeMessage);
  }
}

export async function readOneFile(request: Request, options: Options): Promise<ScratchFile> {
  const { file } = await readMultipart(request, {
    fileField: options.field,
    maxFileBytes: options.maxBytes,
    maxFields: MAX_FIELDS,
    maxFieldsBytes: MAX_FIELDS_BYTES,
    scratchDir: options.scratchDir,
    tooLargeMessage: options.tooLargeMessage,
  });
  if (!file) throw badRequest(`Please attach the file as "${options.field}".`);
  return file;
}
