// One instance for test/upkeep-processes.postgres.test.ts: the upkeep timer in a process of its
// own, on DATABASE_URL, for a given time. Usage: tsx --conditions=react-server upkeep-instance.ts <name> <intervalMs> <runForMs>
import { createPrismaClient } from "../../lib/core/db/client";
import { LocalDiskStore } from "../../lib/core/storage/local-disk";
import { upkeepSteps } from "../../lib/features/admin/upkeep";
import { createUpkeepScheduler } from "../../lib/runtime/upkeep-scheduler";
import * as authExpiry from "../../lib/features/auth/expired";

const [name = "instance", interval = "2000", runFor = "8000"] = process.argv.slice(2);
const db = createPrismaClient(process.env.DATABASE_URL ?? "");
const scheduler = createUpkeepScheduler(
  { db, store: new LocalDiskStore(process.env.UPLOAD_DIR ?? ""), mailDir: process.env.MAIL_DIR ?? "", steps: upkeepSteps(authExpiry) },
  { instance: name, intervalMs: Number(interval), firstDelayMs: 100, jitterMs: 0, log: () => {} },
);
scheduler.start();
console.log(`ready ${Date.now()}`);
setTimeout(() => {
  void scheduler.stop().then(async () => {
    await db.$disconnect();
    console.log(`stopped ${Date.now()}`);
  });
}, Number(runFor));
