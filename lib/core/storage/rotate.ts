// `npm run rotate-key`: re-encrypts every stored file and every backup under the current key in the
// current format (bound to its name), so an old key can be dropped and older forms refused.
// Resumable: each file is replaced whole or not at all (the stores write then rename, or complete
// an upload), and a file already in the current form under the current key is left as it is, so a
// run stopped half-way is finished by running it again, and nothing is encrypted twice.
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { EncryptedStore } from "./encrypted";
import { BACKUP_CONTEXT, decryptingStream, encryptingStream, formOf, type Keyring } from "./encryption";
import type { FileStore } from "./file-store";

export type RotateOptions = {
  /** The disk or bucket as it is (ciphertext). */
  store: FileStore;
  ring: Keyring;
  /** Folders whose `*.bak` files are backups to re-encrypt. */
  backupDirs: string[];
  log: (line: string) => void;
};
export type RotateSummary = { files: number; backups: number; unchanged: number; failed: string[] };

const acceptAll = () => true;

async function firstBytes(stream: AsyncIterable<unknown> & { destroy(): void }): Promise<Buffer> {
  let start = Buffer.alloc(0);
  for await (const chunk of stream) {
    start = Buffer.concat([start, Buffer.from(chunk as Buffer)]);
    if (start.length >= 16) break;
  }
  stream.destroy();
  return start;
}

function isCurrent(start: Buffer, ring: Keyring): boolean {
  const { form, keyId } = formOf(start);
  return form === "current" && keyId === ring.current.id.toString("hex");
}

async function rotateFiles({ store, ring, log }: RotateOptions, summary: RotateSummary): Promise<void> {
  const rewriting = new EncryptedStore(store, () => ring, acceptAll);
  for (const folder of await store.folders()) {
    for (const { key } of await store.list(folder)) {
      const raw = await store.open(key);
      if (!raw) continue;
      if (isCurrent(await firstBytes(raw), ring)) {
        summary.unchanged += 1;
        continue;
      }
      const plain = await rewriting.open(key);
      try {
        if (plain) await rewriting.save(key, plain);
        summary.files += 1;
        log(`re-encrypted ${key}`);
      } catch (error) {
        plain?.destroy();
        summary.failed.push(key);
        log(`could not re-encrypt ${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

async function rotateBackup(file: string, { ring, log }: RotateOptions, summary: RotateSummary): Promise<void> {
  const handle = await fsp.open(file, "r");
  const start = Buffer.alloc(16);
  const { bytesRead } = await handle.read(start, 0, 16, 0);
  await handle.close();
  const { form } = formOf(start.subarray(0, bytesRead));
  if (isCurrent(start.subarray(0, bytesRead), ring)) {
    summary.unchanged += 1;
    return;
  }
  if (form === "plain") {
    summary.failed.push(file);
    log(`${file} is not an encrypted backup: left as it is (a restore refuses it)`);
    return;
  }
  const partial = `${file}.rotating`;
  try {
    const plain = decryptingStream(fs.createReadStream(file), ring, BACKUP_CONTEXT, (legacy) => legacy === "v1");
    await pipeline(encryptingStream(plain, ring, BACKUP_CONTEXT), fs.createWriteStream(partial, { mode: 0o600 }));
    await fsp.rename(partial, file);
    summary.backups += 1;
    log(`re-encrypted ${file}`);
  } catch (error) {
    await fsp.rm(partial, { force: true });
    summary.failed.push(file);
    log(`could not re-encrypt ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function rotateKey(options: RotateOptions): Promise<RotateSummary> {
  const summary: RotateSummary = { files: 0, backups: 0, unchanged: 0, failed: [] };
  await rotateFiles(options, summary);
  for (const dir of options.backupDirs) {
    const names = await fsp.readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((entry) => entry.endsWith(".bak")).sort())
      await rotateBackup(path.join(dir, name), options, summary);
  }
  return summary;
}
