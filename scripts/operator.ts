// `npm run operator -- <email>` gives an existing account the operator role.
// `--ensure` (run by scripts/prepare-db.mjs on every start) creates the OPERATOR_EMAIL account if missing.
import { ensureOperator, promoteToOperator } from "../lib/features/auth/operator-account";
import { createPrismaClient } from "../lib/core/db/client";
import { normaliseEmail } from "../lib/validation/email";

async function main(): Promise<number> {
  const db = createPrismaClient(process.env.DATABASE_URL ?? "file:./var/data.db", "better-sqlite3");
  try {
    const arg = process.argv[2];
    if (arg === "--ensure") {
      const outcome = await ensureOperator(db, process.env.OPERATOR_EMAIL, process.env.OPERATOR_PASSWORD);
      if (outcome === "created") console.log(`[operator] account created for ${normaliseEmail(process.env.OPERATOR_EMAIL ?? "")}`);
      return 0;
    }
    if (!arg || arg.startsWith("-")) {
      console.error("usage: npm run operator -- <email>");
      return 1;
    }
    if (!(await promoteToOperator(db, arg))) {
      console.error(`[operator] no account with the address ${arg}: sign up first`);
      return 1;
    }
    console.log(`[operator] ${normaliseEmail(arg)} is now an operator`);
    return 0;
  } finally {
    await db.$disconnect();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("[operator] failed", error);
    process.exit(1);
  },
);
