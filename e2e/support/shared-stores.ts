// What several instances of the site share: a throwaway PostgreSQL cluster (tools/postgres.mjs),
// an S3-protocol server (s3rver, see test/support/s3.ts) and an SMTP catcher, all on loopback, and
// the environment that points a server at them with one APP_SECRET. Pass `env` to startOwnServer.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import pg from "pg";
import { S3_CREDENTIALS, startS3Server, storageUrlOf, type S3Server } from "../../test/support/s3";
import { startSmtpCatcher, type SmtpCatcher } from "./smtp-catcher";

export type SharedStores = {
  env: Record<string, string>;
  smtp: SmtpCatcher;
  /**
   * The catcher's copies of one newsletter delivery: its Message-ID is <delivery id>@<SITE_URL's
   * host>, and servers started with no SITE_URL of their own are on http://localhost:<port>.
   */
  copiesOfDelivery(id: string): number;
  s3: S3Server;
  /** The PostgreSQL server: stopped (pg_ctl -m fast) and started again with its data, for outages. */
  database: { stopServer(): Promise<void>; startServer(): Promise<void> };
  /** Runs one statement on the shared database. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
};

type Cluster = { url: string; stopServer(): Promise<void>; startServer(): Promise<void>; stop(): Promise<void> };

export async function startSharedStores({ keepMailTo }: { keepMailTo?: (address: string) => boolean } = {}): Promise<SharedStores> {
  // Imported, not required: the script's module graph has a top-level await (tools/free-port.mjs).
  // @ts-expect-error: plain-JS script shared with the unit tests and the bench
  const { startPostgres } = (await import("../../tools/postgres.mjs")) as { startPostgres(): Promise<Cluster> };
  const cluster = await startPostgres();
  const s3 = await startS3Server();
  const smtp = await startSmtpCatcher({ keep: keepMailTo });
  const pool = new pg.Pool({ connectionString: cluster.url, max: 4 });
  // A database outage ends the pool's idle connections; unheard, that error would end the test's process.
  pool.on("error", () => undefined);
  const env = {
    DATABASE_URL: cluster.url,
    STORAGE_URL: storageUrlOf(s3),
    AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    SMTP_URL: smtp.url,
    // One signing key for every instance (required on PostgreSQL, 32 characters or more).
    APP_SECRET: randomBytes(32).toString("base64url"),
    // One key for the stored files of every instance (required on PostgreSQL or with a bucket).
    STORAGE_KEY: randomBytes(32).toString("base64"),
  };
  return {
    env,
    smtp,
    copiesOfDelivery: (id) => smtp.copiesOf(`${id}@localhost`),
    s3,
    database: { stopServer: () => cluster.stopServer(), startServer: () => cluster.startServer() },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    async stop() {
      await pool.end();
      await smtp.close();
      await s3.close();
      await cluster.stop();
    },
  };
}

/** An operator account and its session written into the shared database; returns the cookie. */
export async function operatorCookie(stores: SharedStores): Promise<string> {
  const now = new Date().toISOString();
  const userId = randomUUID();
  const token = randomBytes(32).toString("base64url");
  await stores.query(
    `INSERT INTO "User" ("id", "email", "name", "role", "emailVerifiedAt", "createdAt", "updatedAt") VALUES ($1, $2, 'Operator', 'operator', $3, $3, $3)`,
    [userId, `operator-${userId.slice(0, 8)}@example.com`, now],
  );
  await stores.query(
    // Past the second factor, as after /two-factor: an operator's session counts only then.
    `INSERT INTO "Session" ("id", "tokenHash", "userId", "expiresAt", "createdAt", "lastSeenAt", "ip", "secondFactorAt") VALUES ($1, $2, $3, $4, $5, $5, '127.0.0.1', $5)`,
    [randomUUID(), createHash("sha256").update(token).digest("hex"), userId, new Date(Date.now() + 86_400_000).toISOString(), now],
  );
  return `sid=${token}`;
}
