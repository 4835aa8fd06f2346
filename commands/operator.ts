// `npm run operator -- <email>` gives an existing account the operator role.
// `--ensure` (run by server/prepare-db.mjs on every start) creates the OPERATOR_EMAIL account if missing.
import {
  ensureOperator,
  ensureOutcomeLine,
  OperatorSettingError,
  promoteToOperator,
} from "../lib/features/auth/operator-account";
import { createPrismaClient } from "../lib/core/db/client";
import { normaliseEmail } from "../lib/validation/email";

async function main(): Promise<number> {
  const db = createPrismaClient(process.env.DATABASE_URL ?? "file:./var/data.db", "better-sqlite3");
  try {
    const arg = process.argv[2];
    if (arg === "--ensure") {
      const outcome = await ensureOperator(db, process.env.OPERATOR_EMAIL, process.env.OPERATOR_PASSWORD);
      const line = ensureOutcomeLine(outcome, process.env.OPERATOR_EMAIL);
      if (line) console.log(`[operator] ${line}`);
      return 0;
    }
    if (!arg || arg.startsWith("-")) {
      console.error("usage: npm run operator -- <email>");
      return 1;
    }
    const outcome = await promoteToOperator(db, arg);
    if (outcome === "missing") {
      console.error(`[operator] no account with the address ${arg}: sign up first`);
      return 1;
    }
    const address = normaliseEmail(arg);
    console.log(
      outcome === "already"
        ? `[operator] ${address} is already an operator`
        : `[operator] ${address} is now an operator; its sessions were ended`,
    );
    return 0;
  } finally {
    await db.$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof OperatorSettingError) console.error(`[operator] ${error.message}`);
    else console.error("[operator] failed", error);
    process.exit(1);
  },
);
