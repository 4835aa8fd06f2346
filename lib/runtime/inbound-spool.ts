// The SMTP receiver's spool, as mail servers keep one: a message the receiver takes is written
// once, encrypted, to VAR_DIR/inbound-spool and answered 250 at once; the "inbound-spool" loop then
// files each (receiveMessage: read, filed or kept unmatched, stored) oldest first and removes its
// spool file. While messages keep arriving the loop waits for a quiet moment (QUIET_MS), never
// leaving one waiting longer than MAX_WAIT_MS: a burst is taken at the receiver's pace and filed
// right after, a steady stream within seconds. A message that cannot be stored now (the database
// or the bucket down) stays spooled and is tried again; one the reader refuses is dropped with a
// log line; one that keeps failing otherwise is set aside (`.failed`) so it cannot hold the others.
// A full spool answers 451, so the sending server tries again later. At its start the loop takes
// what a previous process left, and removes what was set aside longer ago than unmatched mail is kept.
import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { INBOUND_LIMITS } from "../content/conversations-inbound";
import { RETENTION_PERIODS } from "../content/retention-periods";
import { bridge } from "../core/bridge.mjs";
import { config } from "../core/config";
import { DomainError } from "../core/errors";
import { log } from "../core/log";
import { connectivityReason } from "../core/outage";
import { decryptBuffer, encryptBuffer, type Keyring } from "../core/storage/encryption";
import { storageKeyring } from "../core/storage/keys";
import { receiveMessage } from "../features/conversations/inbound";
import type { Loop, RunOutcome } from "./scheduler";

/** The quiet after the last message taken before the loop files, and the longest a message waits for it. */
export const QUIET_MS = 50;
export const MAX_WAIT_MS = 3_000;
/** Tries of a message that fails for a reason other than an outage before it is set aside. */
const TRIES = 5;
/** A `.part` this old was being written by a process that stopped before answering 250. */
const STALE_PART_MS = 60 * 60 * 1000;
const CONTEXT = "inbound-spool";
const SPOOLED = ".msg";
/** A message set aside is kept for a person to look at as long as unmatched mail, then removed at a start. */
const SET_ASIDE = ".failed";
const SET_ASIDE_KEPT_MS = RETENTION_PERIODS.unmatchedMailDays * 24 * 60 * 60 * 1000;

type Entry = { file: string; size: number; at: number; tries: number };

export class InboundSpool {
  private readonly queue: Entry[] = [];
  private bytes = 0;
  private lastTaken = 0;
  private ring: Keyring | null = null;
  private ready: Promise<void> | null = null;
  private readonly waiters: Array<() => void> = [];
  private busy = false;
  private writing = 0;

  constructor(
    readonly dir: string,
    /** Asks the loop to run (the runtime's kick by name; a test's own runner). */
    private readonly kick: () => void = () => bridge.wake?.("inbound-spool"),
    private readonly limits: { messages: number; bytes: number } = {
      messages: INBOUND_LIMITS.spoolMessages,
      bytes: INBOUND_LIMITS.spoolBytes,
    },
  ) {}

  /** Messages waiting to be filed. */
  get depth(): number {
    return this.queue.length + (this.busy ? 1 : 0);
  }

  /** Writes one message for the loop; false (nothing written) when the spool is full. */
  async put(raw: Buffer, recipients: string[]): Promise<boolean> {
    await this.open();
    if (this.depth + this.writing >= this.limits.messages) return false;
    const sealed = await encryptBuffer(
      Buffer.concat([Buffer.from(`${JSON.stringify(recipients)}\n`), raw]),
      this.keyring(),
      CONTEXT,
    );
    if (this.bytes + sealed.length > this.limits.bytes) return false;
    // Reserved before the writes, so two messages at once cannot both pass the limits.
    this.bytes += sealed.length;
    this.writing += 1;
    const name = `${Date.now().toString().padStart(15, "0")}-${randomUUID()}`;
    const file = path.join(this.dir, name + SPOOLED);
    try {
      await fs.writeFile(path.join(this.dir, `${name}.part`), sealed, { mode: 0o600 });
      await fs.rename(path.join(this.dir, `${name}.part`), file);
    } catch (error) {
      this.bytes -= sealed.length;
      await fs.rm(path.join(this.dir, `${name}.part`), { force: true });
      throw error;
    } finally {
      this.writing -= 1;
    }
    this.queue.push({ file, size: sealed.length, at: Date.now(), tries: 0 });
    this.lastTaken = Date.now();
    this.kick();
    return true;
  }

  /** One run of the loop: files messages until none waits, the receiver is busy, or one cannot be stored now. */
  async run(): Promise<RunOutcome> {
    await this.open();
    try {
      for (let entry = this.queue[0]; entry; entry = this.queue[0]) {
        const wait = this.waitFor(entry);
        if (wait > 0) return { wakeAt: Date.now() + wait };
        this.queue.shift();
        this.busy = true;
        const failure = await this.file(entry);
        this.busy = false;
        if (failure) return { pause: failure };
      }
    } finally {
      this.busy = false;
      if (this.queue.length === 0) for (const resolve of this.waiters.splice(0)) resolve();
    }
  }

  /** Resolves once no message waits, what a previous process left included (tests wait for it). */
  async settled(): Promise<void> {
    await this.open();
    if (this.depth === 0) return;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  private waitFor(entry: Entry): number {
    const now = Date.now();
    if (now - this.lastTaken >= QUIET_MS) return 0;
    return Math.max(0, Math.min(QUIET_MS, MAX_WAIT_MS - (now - entry.at)));
  }

  /** Files one message; a reason to pause when it could not be stored now (it stays spooled). */
  private async file(entry: Entry): Promise<string | null> {
    const sealed = await fs.readFile(entry.file).catch(() => null);
    // Gone: another process sharing the spool filed it (its Message-ID keeps it stored once).
    if (!sealed) return this.done(entry, false);
    let plain: Buffer;
    try {
      plain = await decryptBuffer(sealed, this.keyring(), CONTEXT);
    } catch (error) {
      log.error({ err: error, file: path.basename(entry.file) }, "a spooled inbound message could not be read");
      return this.setAside(entry);
    }
    const newline = plain.indexOf(10);
    const recipients = JSON.parse(plain.subarray(0, newline).toString("utf8")) as string[];
    try {
      await receiveMessage(plain.subarray(newline + 1), { via: "smtp", envelopeRecipients: recipients });
    } catch (error) {
      if (error instanceof DomainError && error.status < 500) {
        log.warn({ reason: error.message }, "an inbound message taken by SMTP was refused by the reader");
        return this.done(entry, true);
      }
      const outage = connectivityReason(error);
      entry.tries += outage ? 0 : 1;
      if (entry.tries >= TRIES) return this.setAside(entry, error);
      // An outage keeps the order (the loop waits for the dependency); another failure lets the rest go first.
      if (outage) this.queue.unshift(entry);
      else this.queue.push(entry);
      return outage ?? (error instanceof Error ? error.message : String(error));
    }
    return this.done(entry, true);
  }

  private async done(entry: Entry, remove: boolean): Promise<null> {
    if (remove) await fs.rm(entry.file, { force: true });
    this.bytes -= entry.size;
    return null;
  }

  private async setAside(entry: Entry, error?: unknown): Promise<null> {
    if (error) log.error({ err: error, file: path.basename(entry.file) }, "an inbound message kept failing; set aside");
    await fs.rename(entry.file, entry.file + SET_ASIDE).catch(() => undefined);
    return this.done(entry, false);
  }

  private keyring(): Keyring {
    return (this.ring ??= storageKeyring(config));
  }

  /** Makes the folder, and queues what a previous process left (oldest first), once. */
  private open(): Promise<void> {
    return (this.ready ??= this.recover());
  }

  private async recover(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const names = (await fs.readdir(this.dir)).sort();
    for (const name of names) {
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      if (name.endsWith(SPOOLED)) {
        this.queue.push({ file, size: stat.size, at: stat.mtimeMs, tries: 0 });
        this.bytes += stat.size;
      } else if (name.endsWith(".part") && Date.now() - stat.mtimeMs > STALE_PART_MS) {
        await fs.rm(file, { force: true });
      } else if (name.endsWith(SET_ASIDE) && Date.now() - stat.mtimeMs > SET_ASIDE_KEPT_MS) {
        await fs.rm(file, { force: true });
      }
    }
    if (this.queue.length > 0)
      log.info({ messages: this.queue.length }, "inbound messages left in the spool are filed");
  }
}

export const spoolDir = () => path.join(config.varDir, "inbound-spool");

/** The registration: files what the receiver spooled; waits while the database or the bucket is down. */
export function inboundSpoolLoop(spool: InboundSpool): Loop {
  return {
    name: "inbound-spool",
    run: () => spool.run(),
    needs: ["database", "storage"],
    wakeOn: ["database", "storage"],
    failure: "spooled inbound messages could not be filed",
    pause: { baseMs: 1_000, maxMs: 60_000, message: "spooled inbound messages wait; filing is tried again" },
  };
}
