// The operator account made from OPERATOR_EMAIL / OPERATOR_PASSWORD at start, and the role change
// of `npm run operator`. The start entries run as real processes, as `npm start` runs them.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextResponse } from "next/server";
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { ensureOperator, promoteToOperator } from "@/lib/features/auth/operator-account";
import { currentUser, startSession } from "@/lib/features/auth/session";

const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
afterAll(() => db.$disconnect());

const BAD_PASSWORD = "Str0ng!Pass#"; // `#` is outside the login screen's special characters
const tsx = path.resolve("node_modules/.bin/tsx");
let n = 0;
const address = (prefix: string) => `${prefix}-${++n}-${Date.now().toString(36)}@example.com`;

function runEntry(command: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(command, args, { env: { ...process.env, ...env }, encoding: "utf8", timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("OPERATOR_PASSWORD at start", () => {
  it("stops the start (server/prepare-db.mjs) with a non-zero exit and says why, creating no operator", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "operator-start-"));
    try {
      const url = `file:${path.join(dir, "start.db")}`;
      const email = address("operator");
      const run = runEntry(process.execPath, ["server/prepare-db.mjs"], { DATABASE_URL: url, OPERATOR_EMAIL: email, OPERATOR_PASSWORD: BAD_PASSWORD });
      expect(run.status).not.toBe(0);
      expect(run.output).toContain("OPERATOR_PASSWORD is refused by the login screen, so this operator could never log in.");
      expect(fs.existsSync(path.join(dir, "start.db.seeded"))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it("stops the seed (prisma/seed.ts) the same way", async () => {
    const email = address("seed-operator");
    const run = runEntry(tsx, ["prisma/seed.ts"], { OPERATOR_EMAIL: email, OPERATOR_PASSWORD: BAD_PASSWORD });
    expect(run.status).toBe(1);
    expect(run.output).toContain("[seed] OPERATOR_PASSWORD is refused by the login screen");
    expect(await db.user.count({ where: { email } })).toBe(0);
  }, 60_000);

  it("says so when an account with that address exists and leaves it alone", async () => {
    const email = address("existing");
    const user = await db.user.create({ data: { email, name: "Sam", passwordHash: "kept" } });
    const run = runEntry(tsx, ["commands/operator.ts", "--ensure"], { OPERATOR_EMAIL: email.toUpperCase(), OPERATOR_PASSWORD: "Str0ng!Pass" });
    expect(run.status).toBe(0);
    expect(run.output).toContain(`[operator] an account for ${email} already exists: left as it is (OPERATOR_PASSWORD is not applied to it)`);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ role: "user", passwordHash: "kept" });
  }, 60_000);

  it("creates an operator only with a password the login screen accepts", async () => {
    await expect(ensureOperator(db, address("weak"), "weakpass")).rejects.toThrow(/OPERATOR_PASSWORD is refused/);
    await expect(ensureOperator(db, "not-an-address", "Str0ng!Pass")).rejects.toThrow(/OPERATOR_EMAIL "not-an-address" is refused/);
    const email = address("good");
    expect(await ensureOperator(db, email, "Str0ng!Pass")).toBe("created");
    expect(await ensureOperator(db, email, "Str0ng!Pass")).toBe("exists");
    expect(await ensureOperator(db, undefined, "Str0ng!Pass")).toBe("skipped");
  });
});

describe("promoteToOperator", () => {
  it("gives the operator role and ends the account's sessions, so none keeps the old role", async () => {
    const email = address("promoted");
    const user = await db.user.create({ data: { email, name: "Sam", emailVerifiedAt: new Date() } });
    const response = NextResponse.json({});
    await startSession(user.id, "10.0.0.1", response);
    const request = new Request("http://localhost/", { headers: { cookie: `sid=${response.cookies.get("sid")?.value}` } });
    expect((await currentUser(request))?.role).toBe("user");
    expect(await promoteToOperator(db, email.toUpperCase())).toBe("promoted");
    expect(await currentUser(request)).toBeNull();
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("operator");
    expect(await promoteToOperator(db, email)).toBe("already");
    expect(await promoteToOperator(db, address("nobody"))).toBe("missing");
  });
});
