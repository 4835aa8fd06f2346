// Builds the one Prisma client of a process: SQLite (the embedded default) or PostgreSQL. Kept free of "server-only"
// so seed and bench
// scripts can use it; app code imports `lib/core/db.ts` instead.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { beforeFirst } from "../../validation/text";
import { PrismaClient } from "../../generated/prisma/client";
import { PrismaClient as PostgresClient } from "../../generated/prisma-pg/client";
import { asUnavailable, DependencyUnavailable, isDown, setProbe } from "../outage";

export type DbAdapterName = "better-sqlite3" | "libsql";

const BUSY_TIMEOUT_MS = 5000;

/**
 * WAL lets readers run beside the single writer; NORMAL sync is safe under WAL; the busy
 * timeout makes a second writer wait instead of failing. Only journal_mode is stored in the
 * file, so the script runs on every connection the adapter opens.
 */
export const CONNECTION_PRAGMAS = [
  "PRAGMA journal_mode = WAL",
  "PRAGMA synchronous = NORMAL",
  `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`,
  "PRAGMA foreign_keys = ON",
];

// Each pragma goes through queryRaw: some return a row, which libsql's script runner refuses.
type Connection = { queryRaw(query: { sql: string; args: unknown[]; argTypes: never[] }): Promise<unknown> };
type AdapterFactory = { connect(): Promise<Connection> };

function withPragmas<F extends AdapterFactory>(factory: F): F {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const connection = await connect();
    for (const sql of CONNECTION_PRAGMAS) await connection.queryRaw({ sql, args: [], argTypes: [] });
    return connection;
  };
  return factory;
}

/** Path of a `file:` SQLite URL, as better-sqlite3 expects it. */
export function sqlitePath(url: string): string {
  return beforeFirst(url.replace(/^file:/, ""), "?");
}

export type DbDialect = "sqlite" | "postgres";

/** Which database a DATABASE_URL names: a postgres:// URL, or else a SQLite file. */
export function dialectOf(url: string): DbDialect {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

// Connections per process: several instances share one server, whose default limit is 100.
const PG_POOL_SIZE = 10;
/**
 * A new connection that has not completed its start-up in this time fails, so a server that
 * drops packets (not only one that refuses them) cannot hang a request. Set on each connection,
 * not on the pool: the pool's own option would also time out a wait for a free connection
 * under load, which is no outage.
 */
const PG_CONNECT_TIMEOUT_MS = 1_000;

class TimedConnection extends pg.Client {
  constructor(options: pg.ClientConfig = {}) {
    super({ ...options, connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS, keepAlive: true });
  }
}

/**
 * Every query fails at once while the database is known to be down, and a query that finds it
 * unreachable marks it down and throws DependencyUnavailable (answered as 503); a probe on the
 * plain client brings it back (lib/core/outage.ts).
 */
function guarded(client: PrismaClient): PrismaClient {
  setProbe("database", () => client.$queryRaw`SELECT 1`);
  return client.$extends({
    query: {
      async $allOperations({ args, query }) {
        if (isDown("database")) throw new DependencyUnavailable("database");
        try {
          return await query(args);
        } catch (error) {
          throw asUnavailable(error, "database") ?? error;
        }
      },
    },
  }) as unknown as PrismaClient;
}

export function createPrismaClient(url: string, adapterName: DbAdapterName = "better-sqlite3"): PrismaClient {
  if (dialectOf(url) === "postgres") {
    // The two generated clients have the same models and methods (one schema, two providers:
    // tools/db-schemas.mjs); everything above lib/core/db sees the one type.
    const adapter = new PrismaPg({ connectionString: url, max: PG_POOL_SIZE, Client: TimedConnection });
    return guarded(new PostgresClient({ adapter }) as unknown as PrismaClient);
  }
  const adapter =
    adapterName === "libsql"
      ? withPragmas(new PrismaLibSQL({ url }))
      : withPragmas(new PrismaBetterSQLite3({ url: `file:${sqlitePath(url)}`, timeout: BUSY_TIMEOUT_MS }));
  return guarded(new PrismaClient({ adapter }));
}
