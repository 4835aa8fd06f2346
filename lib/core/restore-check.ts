// The first pass of a restore (lib/core/backup.ts): reads the whole backup and checks it before
// anything is written. It must be encrypted (a plain tar is refused, whatever it holds), under a key
// this machine has, every frame intact and bound to "backup", made with this machine's APP_SECRET,
// and hold exactly the manifest, the database and the files the manifest lists. Each refusal is
// one sentence that says what is missing.
import fs from "node:fs";
import fsp from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import { BACKUP_CONTEXT, decryptingStream, formOf, type Keyring } from "./storage/encryption";
import { isFileKey } from "./storage/file-store";

type Dialect = "sqlite" | "postgres";
/** `appSecretId` is absent from backups of format 1, made before it was recorded. */
export type Manifest = {
  format: number;
  dialect: Dialect;
  createdAt: string;
  files: string[];
  appSecretId?: string | null;
};
type CheckOptions = { file: string; ring: Keyring; dialect: Dialect; appSecretId: string | null; dumped: string };

export async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export async function drain(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const chunk of stream) void chunk;
}

/** Backups written before the current format (version 1 frames) are still read; plain ones never. */
const acceptsOlderBackup = (form: "plain" | "v1") => form === "v1";

/** Calls `visit` on each entry of the decrypted tar, in order; throws at the first damaged frame. */
export async function eachEntry(
  file: string,
  ring: Keyring,
  visit: (name: string, entry: AsyncIterable<unknown>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const reading = pipeline(
    decryptingStream(fs.createReadStream(file), ring, BACKUP_CONTEXT, acceptsOlderBackup),
    extract,
  );
  try {
    for await (const entry of extract) await visit(entry.header.name, entry);
  } catch (error) {
    reading.catch(() => undefined);
    extract.destroy();
    throw error;
  }
  await reading;
}

async function assertEncryptedUnderKnownKey(file: string, ring: Keyring): Promise<void> {
  const handle = await fsp.open(file, "r");
  const start = Buffer.alloc(16);
  const { bytesRead } = await handle.read(start, 0, 16, 0).finally(() => handle.close());
  const { form, keyId } = formOf(start.subarray(0, bytesRead));
  if (form === "plain")
    throw new Error("The file is not an encrypted backup (it has no header): refused, nothing was restored.");
  if (!ring.readable.some((key) => key.id.toString("hex") === keyId)) {
    throw new Error(
      `The backup is encrypted under the storage key with id ${keyId}, which this machine does not have: set STORAGE_KEYS_OLD (or STORAGE_KEY) to the old machine's STORAGE_KEY, or copy its var/storage-key, then restore again.`,
    );
  }
}

function checkManifest(manifest: Manifest, { dialect, appSecretId }: CheckOptions): void {
  if (manifest.format !== 1 && manifest.format !== 2) throw new Error("Not a backup this version can read.");
  if (manifest.dialect !== dialect)
    throw new Error(`The backup holds a ${manifest.dialect} database; DATABASE_URL names ${dialect}.`);
  if (manifest.appSecretId && manifest.appSecretId !== appSecretId) {
    throw new Error(
      `The backup was made under another APP_SECRET (fingerprint ${manifest.appSecretId}; this machine's is ${appSecretId ?? "not set"}): set APP_SECRET to the old machine's value, or copy its var/app-secret, then restore again (operators' second factors are sealed with it).`,
    );
  }
}

/** The backup's manifest, once every byte has been read and checked; the database is left at `dumped`. */
export async function checkBackup(options: CheckOptions): Promise<Manifest> {
  await assertEncryptedUnderKnownKey(options.file, options.ring);
  let manifest: Manifest | null = null;
  let database = false;
  const seen = new Set<string>();
  await eachEntry(options.file, options.ring, async (name, entry) => {
    if (!manifest) {
      if (name !== "manifest.json")
        throw new Error("The backup does not start with its manifest: refused, nothing was restored.");
      manifest = JSON.parse((await readAll(entry)).toString("utf8")) as Manifest;
      checkManifest(manifest, options);
    } else if (name === "database" && !database) {
      await pipeline(entry, fs.createWriteStream(options.dumped, { mode: 0o600 }));
      database = true;
    } else if (name.startsWith("files/") && isFileKey(name.slice(6)) && !seen.has(name.slice(6))) {
      seen.add(name.slice(6));
      await drain(entry);
    } else
      throw new Error(`The backup holds an unexpected entry ${JSON.stringify(name)}: refused, nothing was restored.`);
  });
  const checked = manifest as Manifest | null;
  if (!checked || !database)
    throw new Error("The backup is incomplete (no manifest or no database): refused, nothing was restored.");
  const listed = new Set(checked.files);
  if (listed.size !== seen.size || [...seen].some((key) => !listed.has(key))) {
    throw new Error(
      `The backup is incomplete: ${seen.size} files against the ${listed.size} its manifest lists; nothing was restored.`,
    );
  }
  return checked;
}
