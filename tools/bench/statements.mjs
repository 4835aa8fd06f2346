// The statements one request sends to PostgreSQL (issue 24 item 3: count the queries,
// transactions and round trips): the cluster logs every statement (log_statement = all) while
// one request of a kind is sent alone to an app server that has already served a few, and the
// lines the log gained are counted by kind. Statements the background workers send meanwhile
// (the outbox worker's claim, the newsletter sender's poll) are counted too, named apart: they are
// what a request sets off, not what it waits for.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { postgresBin } from "../postgres.mjs";

const STATEMENT = /\[(\d+)\][^\n]*LOG:\s+(?:statement|execute [^:]*):\s*([\s\S]*)$/;
// The workers' statements: they claim and mark queued mail and campaigns, and hold upkeep's lock.
// A handler only ever inserts into OutboxMail.
const BACKGROUND = /^\s*(?:SELECT|UPDATE|DELETE|WITH)\b[\s\S]*"(?:OutboxMail|Campaign|CampaignRecipient|Upkeep\w*)"|pg_try_advisory/i;

function setLogging(cluster, value) {
  const psql = path.join(postgresBin(), "psql");
  execFileSync(psql, [cluster.adminUrl, "-q", "-c", `ALTER SYSTEM SET log_statement = '${value}'`], { stdio: "ignore" });
  execFileSync(psql, [cluster.adminUrl, "-q", "-c", "SELECT pg_reload_conf()"], { stdio: "ignore" });
}

/** What one statement is: BEGIN, COMMIT, SELECT, INSERT …, with its table when it names one. */
function kindOf(sql) {
  const verb = sql.trim().split(/\s+/)[0]?.toUpperCase() ?? "?";
  const table = /(?:FROM|INTO|UPDATE)\s+(?:"public"\.)?"(\w+)"/i.exec(sql)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * Sends `send()` once with statement logging on and returns the statements the log gained by
 * kind: `request` (what the request's handler sent) and `background` (the workers').
 */
export async function countStatements(cluster, send) {
  const logFile = path.join(path.dirname(cluster.dataDir), "log");
  setLogging(cluster, "all");
  try {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const from = fs.statSync(logFile).size;
    await send();
    // The background workers' answer to the request's kick, and the log's flush.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const text = fs.readFileSync(logFile, "utf8").slice(from);
    const counts = { request: {}, background: {}, total: { request: 0, background: 0 } };
    const add = (side, sql) => {
      const kind = kindOf(sql);
      counts[side][kind] = (counts[side][kind] ?? 0) + 1;
      counts.total[side] += 1;
    };
    // A transaction is the workers' when any of its statements is (the log's [pid] is its connection).
    const open = new Map();
    for (const line of text.split(/\n(?=\d{4}-\d\d-\d\d )/)) {
      const [, pid, sql] = STATEMENT.exec(line) ?? [];
      if (!sql) continue;
      const verb = sql.trim().split(/\s+/)[0]?.toUpperCase();
      if (verb === "BEGIN") open.set(pid, [sql]);
      else if (open.has(pid)) open.get(pid).push(sql);
      else add(BACKGROUND.test(sql) ? "background" : "request", sql);
      if ((verb === "COMMIT" || verb === "ROLLBACK") && open.has(pid)) {
        const statements = open.get(pid);
        open.delete(pid);
        const side = statements.some((statement) => BACKGROUND.test(statement)) ? "background" : "request";
        for (const statement of statements) add(side, statement);
      }
    }
    return counts;
  } finally {
    setLogging(cluster, "none");
  }
}

/** "7 (BEGIN 1, INSERT RateLimit 2, …)" */
export const statementLine = (counts, side) =>
  `${counts.total[side]} (${
    Object.entries(counts[side])
      .map(([kind, n]) => `${kind} ${n}`)
      .join(", ") || "none"
  })`;
