// Baseline for the career application pair: a bare node:http server that, for POST /api/users,
// inserts the CareerApplication row through the app's own Prisma client factory and, for
// POST /api/upload-file/<id>, writes the multipart body's file to disk, and nothing more (no
// validation, type check, hashing or mail). Run with `node --import tsx`; env PORT,
// DATABASE_URL, DB_ADAPTER, UPLOAD_DIR.
import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { createPrismaClient } from "../../lib/core/db/client";

const adapter = process.env.DB_ADAPTER === "libsql" ? "libsql" : "better-sqlite3";
const db = createPrismaClient(process.env.DATABASE_URL ?? "", adapter);
const uploadDir = path.join(process.env.UPLOAD_DIR ?? "", "career");

type Career = Parameters<typeof db.careerApplication.create>[0]["data"];

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The bytes between the first part's headers and the closing boundary. */
function filePart(body: Buffer, contentType: string): Buffer | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const start = body.indexOf("\r\n\r\n");
  const end = boundary ? body.lastIndexOf(`\r\n--${boundary[1] ?? boundary[2]}--`) : -1;
  return start >= 0 && end > start ? body.subarray(start + 4, end) : null;
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.method !== "POST") return send(res, 405, { error: "POST only" });
  const body = await readBody(req);
  const upload = /^\/api\/upload-file\/([0-9a-f-]{36})$/.exec(req.url ?? "");
  if (upload) {
    const file = filePart(body, req.headers["content-type"] ?? "");
    if (!file) return send(res, 400, { error: "no file" });
    await fs.writeFile(path.join(uploadDir, `${upload[1]}.pdf`), file);
    return send(res, 200, { message: "Data submitted successfully!", id: upload[1] });
  }
  let data: Career & { aggreement?: unknown };
  try {
    data = JSON.parse(body.toString("utf8")) as Career & { aggreement?: unknown };
  } catch {
    return send(res, 400, { error: "malformed JSON" });
  }
  const { aggreement: _agreed, ...fields } = data;
  await db.careerApplication.create({
    data: { ...fields, experience: Number(fields.experience), relevantExperience: Number(fields.relevantExperience), consentAt: new Date() },
  });
  send(res, 200, { message: "Data submitted successfully!", id: fields.id });
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error("[application] failed", error);
    if (!res.headersSent) send(res, 500, { error: "write failed" });
  });
});
server.keepAliveTimeout = 65_000;

// No top-level await: tsx loads this file as CommonJS (the package has no "type": "module").
Promise.all([db.$connect(), fs.mkdir(uploadDir, { recursive: true })])
  .catch((error: unknown) => console.error("[application] cannot start cleanly", error))
  .finally(() => server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("[application] ready")));

process.on("SIGTERM", () => {
  server.close(() => void db.$disconnect().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
});
