// The one object the production server (server/*.mjs, plain Node) and the site's code (bundled by
// Next into several chunks, each with its own copy of every module) share in one process: what
// must exist once per process (the logger, the metrics, the outage state, the file store, the
// scheduler of background work) and the few calls the two sides make to each other. Every field
// is typed in bridge.d.mts; nothing else in lib/ or server/ touches globalThis. Plain JavaScript
// so that server/*.mjs imports it without a compiler.
const KEY = Symbol.for("site.bridge");

/** @type {import("./bridge.d.mts").Bridge} */
export const bridge = (globalThis[KEY] ??= { stops: [] });

/**
 * The next import of this module (in a fresh module registry) starts a new bridge. For the unit
 * tests, whose files share a process but each start as in a process of its own (test/setup-env.ts).
 */
export function forgetBridge() {
  delete globalThis[KEY];
}
