// One instance for test/workspace-promise.test.ts: a process of its own on DATABASE_URL that looks
// for due digests `rounds` times at the instant given, as the runtime's loop would, and prints how
// many it queued. Usage: tsx --conditions=react-server digest-instance.ts <ISO instant> <rounds>
import { db } from "../../lib/core/db";
import { queueDigests } from "../../lib/features/workspace/digest";

const [at = new Date().toISOString(), rounds = "3"] = process.argv.slice(2);
async function main() {
  let queued = 0;
  for (let round = 0; round < Number(rounds); round += 1) queued += (await queueDigests(new Date(at))).queued;
  await db.$disconnect();
  console.log(`queued ${queued}`);
}
void main();
