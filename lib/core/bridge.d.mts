import type { AsyncLocalStorage } from "node:async_hooks";
import type { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import type { Transporter } from "nodemailer";
import type { PrismaClient } from "../generated/prisma/client";
import type { Logger } from "pino";
import type { RequestContext } from "./log";
import type { MailChannel } from "./mail/transport";
import type { Metrics } from "./metrics";
import type { ServerObservability } from "./observe/server-observability";
import type { OutageState } from "./outage";
import type { RateLimitStore } from "./rate-limit";
import type { FileStore } from "./storage/file-store";

/** The background loops the scheduler (lib/runtime/scheduler.ts) runs, by the name a kick uses. */
export type LoopName =
  | "outbox"
  | "newsletter"
  | "scheduled-campaigns"
  | "call-reminders"
  | "upkeep"
  | "resume-reader"
  | "work-digest"
  | "inbound-smtp"
  | "inbound-spool";

/**
 * One per process (bridge.mjs). A feature keeps a singleton of its own here too, declared where it
 * lives (`declare module "…/core/bridge.mjs" { interface Bridge { … } }`).
 */
export interface Bridge {
  // Set by the server for the site.
  /** server/server.mjs waits for the logger and the request observer; instrumentation.ts hands them over. */
  onServerObservability?: (observability: ServerObservability) => void;
  /** ...or why it could not (a wrong setting): the server then exits at once. */
  onServerStartFailed?: (error: unknown) => void;
  /** server/static-pages.mjs forgets its kept pages; lib/core/revalidate.ts calls it. */
  onPagesRevalidated?: () => void;

  // Set by the site for the server.
  /** What finishes in-flight work when the server stops (the scheduler, the traces); server/server.mjs runs them. */
  stops: Array<() => Promise<void>>;
  /** The outages lib/core/outage.ts marks; server/outage-gate.mjs answers pages 503 while one lasts. */
  outages?: OutageState;
  /** Wakes a background loop (set by the scheduler when it starts; absent in scripts and tests). */
  wake?: (loop: LoopName) => void;
  /** The newsletter sender's hold on one campaign, which the operator's pause and resume set at once. */
  newsletter?: { pause(campaignId: string): void; resume(campaignId: string): void };
  /** The server's upkeep loop, whose next wake the dashboard shows. */
  upkeep?: { readonly nextWakeAt: Date | null };

  // The process's singletons.
  /** The database client (lib/core/db.ts), one for Next's separate route bundles. */
  db?: PrismaClient;
  log?: Logger;
  requestContext?: AsyncLocalStorage<RequestContext>;
  metrics?: Metrics;
  rateLimitStore?: RateLimitStore;
  fileStore?: FileStore;
  mailTransports?: Partial<Record<MailChannel, Transporter>>;
  tracing?: NodeTracerProvider;
}

export const bridge: Bridge;
export function forgetBridge(): void;
