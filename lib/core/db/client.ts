// Builds the one Prisma client of a process. Kept free of "server-only" so seed and bench
// scripts can use it; app code imports `lib/core/db.ts` instead.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "../../generated/prisma/client";

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
  return url.replace(/^file:/, "").replace(/\?.*$/, "");
}

export function createPrismaClient(url: string, adapterName: DbAdapterName): PrismaClient {
  const adapter =
    adapterName === "libsql"
      ? withPragmas(new PrismaLibSQL({ url }))
      : withPragmas(new PrismaBetterSQLite3({ url: `file:${sqlitePath(url)}`, timeout: BUSY_TIMEOUT_MS }));
  return new PrismaClient({ adapter });
}
