import "server-only";
import { config } from "./config";
import { createPrismaClient } from "./db/client";
import type { PrismaClient } from "../generated/prisma/client";

// One client per process, kept on globalThis so Next's separate route bundles share it.
const globalForDb = globalThis as unknown as { __db?: PrismaClient };

export const db: PrismaClient = (globalForDb.__db ??= createPrismaClient(config.databaseUrl, config.dbAdapter));

export { Prisma } from "../generated/prisma/client";
