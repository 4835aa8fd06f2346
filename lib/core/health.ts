// What a load balancer asks: is this process up (health), and can it serve (ready: the database
// answers and the file store is reachable). Each check is bounded so a hung dependency answers 503.
import "server-only";
import { db } from "./db";
import { fileStore } from "./storage";

const CHECK_TIMEOUT_MS = 2_000;

type Check = { ok: boolean; ms: number; error?: string };

async function timed(work: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    // The reason names the dependency's failure, never a stack or a connection string.
    const reason = error instanceof Error ? error.name : "error";
    return { ok: false, ms: Math.round(performance.now() - started), error: reason };
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(): Promise<{ ready: boolean; checks: Record<"database" | "storage", Check> }> {
  const [database, storage] = await Promise.all([timed(() => db.$queryRaw`SELECT 1`), timed(() => fileStore.check())]);
  return { ready: database.ok && storage.ok, checks: { database, storage } };
}
