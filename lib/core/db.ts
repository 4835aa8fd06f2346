import "server-only";
import { bridge } from "./bridge.mjs";
import { config } from "./config";
import { createPrismaClient } from "./db/client";
import type { PrismaClient } from "../generated/prisma/client";

// One client per process, kept on the bridge so Next's separate route bundles share it.
export const db: PrismaClient = (bridge.db ??= createPrismaClient(config.databaseUrl, config.dbAdapter));

export { Prisma } from "../generated/prisma/client";
