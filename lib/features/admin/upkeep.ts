// One upkeep run: the policy's retention (with the orphan-file sweep and the Web Vitals prune,
// lib/features/admin/retention.ts) and expired sign-ins, each step on its own so one failing
// (a store outage) leaves the others to run. A run starts only by taking the UpkeepLease row in
// one conditional UPDATE, so one instance runs at a time on a shared database, and the timer's
// runs also wait until the last start is an interval old: once per interval across instances.
// Each run is an UpkeepRun row with counts per kind, never what the rows held.
import type { PrismaClient } from "../../generated/prisma/client";
import type { FileStore } from "../../core/storage/file-store";
import type { UpkeepKind } from "../../content/upkeep";
import { describeRetention, LOG_MONTHS, monthsBefore, runRetention } from "./retention";

type StepResult = { counts: UpkeepCounts; lines: string[] };
export type UpkeepStep = { name: string; run(deps: UpkeepDeps, now: Date): Promise<StepResult> };
export type UpkeepDeps = { db: PrismaClient; store: FileStore; mailDir: string; steps: UpkeepStep[] };
export type UpkeepTrigger = "schedule" | "command";
export type UpkeepCounts = Partial<Record<UpkeepKind, number>>;

const LEASE_NAME = "upkeep";
const RETENTION_STEP = "retention";
/** How long a run may hold the lease before a crashed holder's claim counts as gone. */
export const UPKEEP_LEASE_MS = 60 * 60_000;

type ExpiredSignIns = { sessions: number; codes: number; codeGuards: number };
/** The auth feature's expiry functions (lib/features/auth/expired.ts), passed in by the caller. */
export type AuthExpiry = {
  removeExpiredAuthRows(db: PrismaClient, now: Date): Promise<ExpiredSignIns>;
  describeExpiredAuthRows(rows: ExpiredSignIns): string;
};

/**
 * The steps of a run. The auth feature's part comes from the caller: its public module also
 * carries the session helpers, which need Next's runtime, and `npm run retention` runs without it.
 */
export const upkeepSteps = ({ removeExpiredAuthRows, describeExpiredAuthRows }: AuthExpiry): UpkeepStep[] => [
  {
    name: RETENTION_STEP,
    async run({ db, store, mailDir }, now) {
      const report = await runRetention({ db, store, mailDir, now });
      const counts: UpkeepCounts = {
        careerApplications: report.applications.length,
        resumeFiles: report.resumeFiles,
        businessEnquiries: report.businessEnquiries,
        partnershipEnquiries: report.partnershipEnquiries,
        enquiryFiles: report.enquiryFiles,
        contactMessages: report.contactMessages,
        feedback: report.feedback + report.enquiryFeedback,
        outboxMails: report.outboxMails,
        deliveries: report.deliveries,
        mailFiles: report.mailFiles,
        orphanFiles: report.orphanFiles.length,
        vitals: report.vitals,
        auditEvents: report.auditEvents,
        jobAlerts: report.unconfirmedAlerts,
        unmatchedMail: report.unmatchedMail,
      };
      return { counts, lines: describeRetention(report) };
    },
  },
  {
    name: "expired sign-ins",
    async run({ db }, now) {
      const rows = await removeExpiredAuthRows(db, now);
      return {
        counts: { sessions: rows.sessions, codes: rows.codes, codeGuards: rows.codeGuards },
        lines: [describeExpiredAuthRows(rows)],
      };
    },
  },
];

export type UpkeepClaim = { holder: string; intervalMs: number; now: Date; leaseMs?: number };

/**
 * Takes the lease for `holder` when no run holds it and (intervalMs > 0) the last run started at
 * least intervalMs ago. True when taken. The UPDATE re-checks both in its WHERE, so of several
 * processes trying at once exactly one gets the row (PostgreSQL re-reads a row another
 * transaction changed before it updates; SQLite has one writer).
 */
export async function claimUpkeep(
  db: PrismaClient,
  { holder, intervalMs, now, leaseMs = UPKEEP_LEASE_MS }: UpkeepClaim,
): Promise<boolean> {
  await ensureLeaseRow(db);
  const startedBefore = new Date(now.getTime() - intervalMs);
  await db.upkeepLease.updateMany({
    where: {
      name: LEASE_NAME,
      leaseUntil: { lte: now },
      ...(intervalMs > 0 ? { OR: [{ lastStartedAt: null }, { lastStartedAt: { lte: startedBefore } }] } : {}),
    },
    data: { holder, leaseUntil: new Date(now.getTime() + leaseMs), lastStartedAt: now },
  });
  const row = await db.upkeepLease.findUnique({ where: { name: LEASE_NAME } });
  return row?.holder === holder && row.lastStartedAt?.getTime() === now.getTime();
}

async function ensureLeaseRow(db: PrismaClient): Promise<void> {
  if (await db.upkeepLease.findUnique({ where: { name: LEASE_NAME }, select: { name: true } })) return;
  // Two first starts may both get here: the second insert fails on the key, and the row is there.
  await db.upkeepLease.create({ data: { name: LEASE_NAME, leaseUntil: new Date(0) } }).catch(() => undefined);
}

/** Gives the lease back (only if `holder` still has it); lastStartedAt stays for the interval. */
async function releaseUpkeep(db: PrismaClient, holder: string): Promise<void> {
  await db.upkeepLease.updateMany({
    where: { name: LEASE_NAME, holder },
    data: { holder: null, leaseUntil: new Date(0) },
  });
}

/** The lease as it stands: who holds it until when, and when the last run started. */
export function upkeepLease(db: PrismaClient) {
  return db.upkeepLease.findUnique({ where: { name: LEASE_NAME } });
}

export type UpkeepOutcome = { runId: string; counts: UpkeepCounts; lines: string[]; errors: string[] };

/**
 * Claims the lease and runs every step, recording the run; null when the lease was not taken
 * (another run holds it, or a timer's run came before the interval was over).
 */
export async function runUpkeep(
  deps: UpkeepDeps,
  {
    instance,
    trigger,
    intervalMs,
    now = new Date(),
    leaseMs,
  }: { instance: string; trigger: UpkeepTrigger; intervalMs: number; now?: Date; leaseMs?: number },
): Promise<UpkeepOutcome | null> {
  const { db } = deps;
  const holder = `${instance}/${now.getTime()}`;
  if (!(await claimUpkeep(db, { holder, intervalMs, now, leaseMs }))) return null;
  try {
    const run = await db.upkeepRun.create({ data: { startedAt: now, instance, trigger } });
    const counts: UpkeepCounts = {};
    const lines: string[] = [];
    const errors: string[] = [];
    for (const step of deps.steps) {
      try {
        const result = await step.run(deps, now);
        Object.assign(counts, result.counts);
        lines.push(...result.lines);
      } catch (error) {
        errors.push(`${step.name}: ${firstLine(error)}`);
      }
    }
    await db.upkeepRun.update({
      where: { id: run.id },
      data: {
        finishedAt: new Date(),
        removed: JSON.stringify(counts),
        error: errors.length > 0 ? errors.join("\n") : null,
      },
    });
    // The runs are a log like the others: kept for the same 12 months.
    await db.upkeepRun.deleteMany({ where: { startedAt: { lt: monthsBefore(now, LOG_MONTHS) } } });
    return { runId: run.id, counts, lines, errors };
  } finally {
    await releaseUpkeep(db, holder).catch(() => undefined);
  }
}

/** An error's message, one line and bounded: file keys and SQL states, never a stack. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.trim().split("\n")[0] ?? "").slice(0, 300);
}

export type UpkeepRunView = {
  startedAt: Date;
  finishedAt: Date | null;
  trigger: string;
  removed: UpkeepCounts;
  errors: string[];
};

/** The newest run, for the dashboard. */
export async function lastUpkeepRun(db: PrismaClient): Promise<UpkeepRunView | null> {
  const row = await db.upkeepRun.findFirst({ orderBy: { startedAt: "desc" } });
  if (!row) return null;
  return {
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    trigger: row.trigger,
    removed: JSON.parse(row.removed) as UpkeepCounts,
    errors: row.error ? row.error.split("\n") : [],
  };
}

/**
 * When retention last ran to the end: the newest finished run whose retention step did not fail
 * (a failed step's error line starts with its name). Null: it never has.
 */
export async function lastRetentionRun(db: PrismaClient): Promise<Date | null> {
  const failed = `${RETENTION_STEP}: `;
  const row = await db.upkeepRun.findFirst({
    where: { finishedAt: { not: null }, OR: [{ error: null }, { NOT: { error: { startsWith: failed } } }] },
    orderBy: { startedAt: "desc" },
    select: { startedAt: true },
  });
  return row?.startedAt ?? null;
}
