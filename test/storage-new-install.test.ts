// Issue 34, L8: a new install (the start that creates the database, over an empty file store)
// records that every stored file is encrypted, so a file without the encryption header is refused
// from its first day; an older install keeps reading such files until `npm run rotate-key` has
// encrypted them all and records the same. A refused file is logged and answered as missing.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as blogImage } from "@/app/blog-images/[name]/route";
import { createPrismaClient } from "@/lib/core/db/client";
import { dialectOf } from "@/lib/core/db/client";
import { log } from "@/lib/core/log";
import { fileStore } from "@/lib/core/storage";
import { recordMigrated } from "@/lib/core/storage/migration";
import { clearBlog, db, insertPost, uploadDir } from "./support/blog";

const MARKER = "storage-format";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "new-install-"));
const admin = process.env.POSTGRES_ADMIN_URL ?? "";
const created: string[] = [];

afterAll(async () => {
  await db.siteSetting.deleteMany({ where: { key: MARKER } });
  await clearBlog();
  await db.$disconnect();
  if (created.length > 0) {
    const server = new pg.Client({ connectionString: admin });
    await server.connect();
    for (const name of created) await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await server.end();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A database nobody created yet: a new SQLite file, or an empty PostgreSQL database. */
async function freshDatabase(): Promise<string> {
  const name = `new_install_${randomBytes(4).toString("hex")}`;
  if (dialectOf(process.env.DATABASE_URL ?? "") === "sqlite") return `file:${path.join(dir, `${name}.db`)}`;
  const server = new pg.Client({ connectionString: admin });
  await server.connect();
  await server.query(`CREATE DATABASE "${name}"`);
  await server.end();
  created.push(name);
  return admin.replace(/\/postgres$/, `/${name}`);
}

/** `npm run db:migrate` (a start's first step) on `url`, with `uploads` as the file store: its output. */
async function migrate(url: string, uploads: string): Promise<string> {
  // FORCE_COLOR as a test runner sets it (Playwright does): Prisma's list of what it applied is then coloured.
  const env = { ...process.env, DATABASE_URL: url, UPLOAD_DIR: uploads, VAR_DIR: path.join(dir, "var"), FORCE_COLOR: "1" };
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ["server/prepare-db.mjs", "--migrate-only"], { env });
  return `${stdout}${stderr}`;
}

async function markerOf(url: string): Promise<string | null> {
  const client = createPrismaClient(url);
  try {
    return (await client.siteSetting.findUnique({ where: { key: MARKER } }))?.updatedBy ?? null;
  } finally {
    await client.$disconnect();
  }
}

const NEW_INSTALL = "[storage] new install: every stored file is encrypted, and a file without the encryption header is refused";
const OLDER_FILES =
  "[storage] the file store already holds files: those without the encryption header stay readable until npm run rotate-key has encrypted them";

describe("a new install (#34 L8)", () => {
  it("records, at the start that creates its database over an empty file store, that every stored file is encrypted; later starts record nothing again", async () => {
    const url = await freshDatabase();
    const uploads = fs.mkdtempSync(path.join(dir, "uploads-"));
    const first = await migrate(url, uploads);
    expect(first).toContain(NEW_INSTALL);
    expect(await markerOf(url)).toBe("new install");
    const again = await migrate(url, uploads);
    expect(again).not.toContain("[storage]");
    expect(await markerOf(url)).toBe("new install");
  }, 120_000);

  it("records nothing when the file store already holds a file: it may predate encryption and stays readable", async () => {
    const url = await freshDatabase();
    const uploads = fs.mkdtempSync(path.join(dir, "uploads-"));
    fs.mkdirSync(path.join(uploads, "career"));
    fs.writeFileSync(path.join(uploads, "career", "0b0f0a10-1111-4222-8333-944455556666.pdf"), "%PDF-1.4 stored before encryption");
    expect(await migrate(url, uploads)).toContain(OLDER_FILES);
    expect(await markerOf(url)).toBeNull();
  }, 120_000);
});

describe("a file without the encryption header (#34 L8)", () => {
  const NAME = "0b0f0a10-1111-4222-8333-944455556666.webp";
  const key = `blog/${NAME}`;
  const plain = Buffer.from("RIFF plain bytes written without encryption");
  const fetchImage = (name: string) => blogImage(new Request(`http://localhost:3000/blog-images/${name}`), { params: Promise.resolve({ name }) });

  it("is read by an older install until the record, then refused: logged, answered as a missing file, never its bytes", async () => {
    await db.siteSetting.deleteMany({ where: { key: MARKER } });
    await clearBlog();
    fs.mkdirSync(path.join(uploadDir, "blog"), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, key), plain);
    await insertPost({ imageKey: key, imageWidth: 64, imageHeight: 48 });

    const before = await fetchImage(NAME);
    expect(before.status).toBe(200);
    expect(Buffer.from(await before.arrayBuffer())).toEqual(plain);

    // Recorded as a new install's start or a finished `npm run rotate-key` records it (one row, shared by every instance).
    await recordMigrated("0011223344556677");
    const errors = vi.spyOn(log, "error");
    const refused = await fetchImage(NAME);
    const missing = await fetchImage(NAME.replace("0b0f", "0c0f"));
    expect(refused.status).toBe(404);
    expect(await refused.text()).toBe(await missing.text());
    expect(errors).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: "File is not encrypted (it has no header): refused" }), key },
      "a stored file was refused: it is not in the current encrypted format",
    );
    expect(await fileStore.open(key)).toBeNull();
    errors.mockRestore();

    // A file in the current format still opens.
    const current = `blog/${NAME.replace("0b0f", "0d0f")}`;
    await fileStore.save(current, Readable.from([plain]));
    const opened = await fileStore.open(current);
    const chunks: Buffer[] = [];
    for await (const chunk of opened ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(plain);
    await Promise.all([fileStore.delete(key), fileStore.delete(current)]);
  });
});
