// What a database test does around each of its tests, in one place: before each, the steps in
// the order given (a table emptied by name, children before parents; "wizard" or "blog" for their
// sets of tables and files; or any function), and the client closed after the last.
import { afterAll, beforeEach } from "vitest";
import { clearBlog } from "./blog";
import { clearTables, db } from "./wizard";

type Db = typeof db;
type Table = { [K in keyof Db]: Db[K] extends { deleteMany: (...args: never[]) => unknown } ? K : never }[keyof Db];
export type ResetStep = Table | "wizard" | "blog" | (() => unknown);

async function run(step: ResetStep): Promise<void> {
  if (typeof step === "function") await step();
  else if (step === "wizard") await clearTables();
  else if (step === "blog") await clearBlog();
  else await (db[step] as unknown as { deleteMany: () => Promise<unknown> }).deleteMany();
}

export function resetEachTest(...steps: ResetStep[]): void {
  beforeEach(async () => {
    for (const step of steps) await run(step);
  });
  afterAll(() => db.$disconnect());
}
