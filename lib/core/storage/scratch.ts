// The private directory where uploads wait until they are verified, whichever store keeps them
// afterwards. Made on first use; once per process it also removes what a crash left behind.
import fsp from "node:fs/promises";
import path from "node:path";
import { log } from "../log";

const STALE_SCRATCH_MS = 60 * 60 * 1000;

export class ScratchDir {
  private swept = false;

  constructor(readonly dir: string) {}

  async path(): Promise<string> {
    await fsp.mkdir(this.dir, { recursive: true, mode: 0o700 });
    if (!this.swept) {
      this.swept = true;
      void this.sweep().catch((error: unknown) => log.error({ err: error }, "scratch sweep failed"));
    }
    return this.dir;
  }

  private async sweep(): Promise<void> {
    const cutoff = Date.now() - STALE_SCRATCH_MS;
    for (const name of await fsp.readdir(this.dir)) {
      const file = path.join(this.dir, name);
      const stat = await fsp.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < cutoff) await fsp.rm(file, { force: true });
    }
  }
}
