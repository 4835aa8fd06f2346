// A page that fails while the database or the file store is down answers the site's error page
// with 503 and Retry-After instead of 500, as the API's handlers do (lib/core/http.ts): the outage
// state is the one lib/core/outage.ts keeps on the bridge (lib/core/bridge.mjs) in this same
// process, read here and applied by server/site-response.mjs.
import { bridge } from "../lib/core/bridge.mjs";

// A connection that timed out answers 503 without marking an outage (lib/core/outage.ts); Next
// logs the page's error while rendering, before the head is written, so that counts for 2 s.
let lastOutageErrorAt = 0;
/** True while an outage is marked, or for 2 s after a page failed on a dependency. */
export const outageNow = () =>
  Object.keys(bridge.outages?.down ?? {}).length > 0 || Date.now() - lastOutageErrorAt < 2_000;

const isOutageError = (value) => value instanceof Error && value.name === "DependencyUnavailable";

/**
 * Next logs each page that failed ("⨯ DependencyUnavailable …"); an outage is logged once when it
 * starts and once when it ends (lib/core/outage.ts), so those per-request lines are left out.
 * Called once the site's logger has taken over console (lib/core/observe/server-observability.ts), so it wraps that.
 */
export function filterOutageErrors() {
  const logError = console.error.bind(console);
  console.error = (...args) => {
    if (args.some(isOutageError)) {
      lastOutageErrorAt = Date.now();
      return;
    }
    logError(...args);
  };
}

/** The Retry-After (seconds) of a 503 during an outage. */
export const outageRetryAfter = () => String(bridge.outages?.retryAfterSeconds ?? 5);
