// Logs, metrics and traces of the production server. instrumentation.ts installs them when the
// process starts (before any request): console calls (Next's own, a library's) become log lines,
// so a stack is one line too, and server/server.mjs, which Next does not compile, is handed the
// request observer and the logger through the callback it left on the bridge (lib/core/bridge.mjs).
import { format } from "node:util";
import { bridge } from "../bridge.mjs";
import { config } from "../config";
import { log, type Log } from "../log";
import { metrics } from "../metrics";
import { observeRequests } from "./request";
import { routeMatcher } from "./route-pattern";

type Level = "debug" | "info" | "warn" | "error";

/** Sends console.* to `logger`: an Error among the arguments goes into `err`, the rest is the message. */
export function bridgeConsole(logger: Log): void {
  const write =
    (level: Level) =>
    (...args: unknown[]) => {
      const error = args.find((argument): argument is Error => argument instanceof Error);
      const text = format(...args.filter((argument) => argument !== error));
      if (error) logger[level]({ err: error }, text || error.message);
      else logger[level](text);
    };
  /* eslint-disable no-console -- this is the one place that replaces console's methods */
  console.debug = write("debug");
  console.log = console.info = write("info");
  console.warn = write("warn");
  console.error = write("error");
  /* eslint-enable no-console */
}

export type ServerObservability = {
  log: Log;
  /** The checked configuration (./config.ts): server/server.mjs reads its settings here, not in the environment. */
  config: typeof config;
  /** The observer every request of server/server.mjs goes through. */
  observer(options: {
    nextDir: string;
    publicDir: string;
    trustProxy: boolean;
  }): Promise<ReturnType<typeof observeRequests>>;
};

export function installServerObservability(): void {
  if (config.isProduction) bridgeConsole(log);
  // Created now, so the process metrics count from the start.
  metrics();
  bridge.onServerObservability?.({
    log,
    config,
    async observer({ nextDir, publicDir, trustProxy }) {
      const startSpan = config.otlpEndpoint ? (await import("./server-span")).serverSpans(trustProxy) : undefined;
      return observeRequests({ trustProxy, routeOf: routeMatcher(nextDir, publicDir), startSpan });
    },
  });
}
