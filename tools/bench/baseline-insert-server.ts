// Baseline for POST /api/subscribe: a bare node:http server that parses the same JSON body and
// inserts the Subscriber row through the app's own Prisma client factory, and nothing more.
// Run with `node --import tsx`; env PORT, DATABASE_URL, DB_ADAPTER.
import http from "node:http";
import { createPrismaClient } from "../../lib/core/db/client";

const adapter = process.env.DB_ADAPTER === "libsql" ? "libsql" : "better-sqlite3";
const db = createPrismaClient(process.env.DATABASE_URL ?? "", adapter);

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (req.method !== "POST") return send(res, 405, { error: "POST only" });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  let email: unknown;
  try {
    email = (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { email?: unknown }).email;
  } catch {
    return send(res, 400, { error: "malformed JSON" });
  }
  if (typeof email !== "string") return send(res, 422, { error: "email required" });
  await db.subscriber.create({ data: { email } });
  send(res, 200, { message: "thanks for subscribing." });
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error("[insert] failed", error);
    if (!res.headersSent) send(res, 500, { error: "insert failed" });
  });
});
server.keepAliveTimeout = 65_000;

// Connect before listening so the first requests do not pay for it. If that fails, serve anyway
// (each insert then fails with a 500), as the app does, so the bench reports it as a figure.
// No top-level await: tsx loads this file as CommonJS (the package has no "type": "module").
db.$connect()
  .catch((error: unknown) => console.error("[insert] cannot open the database", error))
  .finally(() => server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("[insert] ready")));

process.on("SIGTERM", () => {
  // close() lets requests in progress finish (their rows are counted afterwards).
  server.close(() => void db.$disconnect().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
});
