// The file store on local disk. Files appear under their key only by rename, so a reader never
// sees half a file; the scratch directory sits inside the root so that rename stays on one volume.
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  assertKey,
  assertPrefix,
  isFileKey,
  isPrefix,
  isStream,
  type FileSource,
  type FileStore,
  type StoredFile,
} from "./file-store";
import { ScratchDir } from "./scratch";

export class LocalDiskStore implements FileStore {
  private readonly scratch: ScratchDir;

  constructor(
    private readonly root: string,
    publicDir = path.resolve(/*turbopackIgnore: true*/ process.cwd(), "public"),
  ) {
    const relative = path.relative(publicDir, root);
    // Anything under public/ is served to anyone who guesses the name.
    if (!relative.startsWith("..") && !path.isAbsolute(relative))
      throw new Error(`Uploads must not live under ${publicDir}`);
    this.scratch = new ScratchDir(path.join(root, ".incoming"));
  }

  async list(prefix: string): Promise<StoredFile[]> {
    const dir = path.join(this.root, assertPrefix(prefix));
    const names = await fsp.readdir(dir).catch((error: unknown) => {
      if (isCode(error, "ENOENT")) return [] as string[];
      throw error;
    });
    const files: StoredFile[] = [];
    for (const name of names) {
      const key = `${prefix}/${name}`;
      if (!isFileKey(key)) continue;
      const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
      if (stat?.isFile()) files.push({ key, modifiedAt: stat.mtime });
    }
    return files;
  }

  async folders(): Promise<string[]> {
    const entries = await fsp.readdir(this.root, { withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isDirectory() && isPrefix(entry.name))
      .map((entry) => entry.name)
      .sort();
  }

  /** The upload directory exists (made when missing) and takes a file. */
  async check(): Promise<void> {
    await fsp.access(await this.scratch.path(), fs.constants.W_OK);
  }

  async save(key: string, source: FileSource): Promise<void> {
    const target = this.pathOf(key);
    await this.folderOf(target);
    if (isStream(source)) await this.writeThenRename(source, target);
    else await this.move(source.path, target);
  }

  /** Folders this store made: each is made once, not before every save (a reply stores two files). */
  private readonly made = new Set<string>();

  private async folderOf(target: string, again = false): Promise<void> {
    const dir = path.dirname(target);
    if (this.made.has(dir) && !again) return;
    await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
    this.made.add(dir);
  }

  /** A rename into a folder removed since it was made (by hand, by a restore) makes it again, once. */
  private async renameInto(from: string, to: string): Promise<void> {
    try {
      await fsp.rename(from, to);
    } catch (error) {
      if (!isCode(error, "ENOENT") || !fs.existsSync(from)) throw error;
      await this.folderOf(to, true);
      await fsp.rename(from, to);
    }
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const handle = await fsp.open(this.pathOf(key), "r");
      return handle.createReadStream();
    } catch (error) {
      if (isCode(error, "ENOENT")) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  scratchDir(): Promise<string> {
    return this.scratch.path();
  }

  private pathOf(key: string): string {
    return path.join(this.root, assertKey(key));
  }

  private async move(from: string, to: string): Promise<void> {
    try {
      await this.renameInto(from, to);
    } catch (error) {
      if (!isCode(error, "EXDEV")) throw error;
      await this.writeThenRename(fs.createReadStream(from), to);
      await fsp.rm(from, { force: true });
    }
  }

  private async writeThenRename(stream: Readable, to: string): Promise<void> {
    const partial = path.join(await this.scratchDir(), `${randomUUID()}.partial`);
    try {
      await pipeline(stream, fs.createWriteStream(partial, { mode: 0o600 }));
      await this.renameInto(partial, to);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
