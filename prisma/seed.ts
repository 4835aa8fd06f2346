// Idempotent seed: safe to run on every start. Creates the operator account from
// OPERATOR_EMAIL / OPERATOR_PASSWORD when both are set and the account does not exist yet.
import { hash } from "@node-rs/argon2";
import { createPrismaClient } from "../lib/db/client";
import { seedBlogPosts } from "./seed-blog";

async function main() {
  const db = createPrismaClient(process.env.DATABASE_URL ?? "file:./var/data.db", "better-sqlite3");
  try {
    const email = process.env.OPERATOR_EMAIL?.trim().toLowerCase();
    const password = process.env.OPERATOR_PASSWORD;
    if (email && password) {
      const existing = await db.user.findUnique({ where: { email } });
      if (!existing) {
        await db.user.create({
          data: { email, name: "Operator", role: "operator", emailVerifiedAt: new Date(), passwordHash: await hash(password) },
        });
        console.log(`[seed] operator account created for ${email}`);
      }
    }
    console.log(`[seed] blog posts: ${await seedBlogPosts(db)} created`);
    console.log("[seed] done");
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error("[seed] failed", error);
  process.exit(1);
});
