// Baseline for POST /api/auth/login: a bare node:http server that parses the JSON body, finds the
// user, verifies the argon2id hash and stores a session row through the app's Prisma client, and
// nothing more. Run with `node --import tsx`; env PORT, DATABASE_URL.
import { verify } from "@node-rs/argon2";
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { createPrismaClient } from "../../lib/core/db/client";

const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const { email, password } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { email: string; password: string };
  const user = await db.user.findUnique({ where: { email } });
  if (!user?.passwordHash || !(await verify(user.passwordHash, password))) return send(res, 401, { error: "Invalid email or password." });
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + 30 * 24 * 3600_000);
  await db.session.create({ data: { tokenHash: createHash("sha256").update(token).digest("hex"), userId: user.id, expiresAt } });
  send(res, 200, { message: "You are logged in." }, { "set-cookie": `sid=${token}; Path=/; HttpOnly; SameSite=Lax` });
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error("[login] failed", error);
    if (!res.headersSent) send(res, 500, { error: "login failed" });
  });
});
server.keepAliveTimeout = 65_000;
// No top-level await: tsx loads this file as CommonJS.
void db.$connect().then(() => server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("[login] ready")));
