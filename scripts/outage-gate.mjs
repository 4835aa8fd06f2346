// A page that fails while the database or the file store is down answers the site's error page
// with 503 and Retry-After instead of 500, as the API's handlers do (lib/core/http.ts): the outage
// state is the one lib/core/outage.ts keeps on globalThis in this same process.

// A connection that timed out answers 503 without marking an outage (lib/core/outage.ts); Next
// logs the page's error while rendering, before the head is written, so that counts for 2 s.
let lastOutageErrorAt = 0;
const outageNow = () => Object.keys(globalThis.__outages?.down ?? {}).length > 0 || Date.now() - lastOutageErrorAt < 2_000;

const isOutageError = (value) => value instanceof Error && value.name === "DependencyUnavailable";

/**
 * Next logs each page that failed ("⨯ DependencyUnavailable …"); an outage is logged once when it
 * starts and once when it ends (lib/core/outage.ts), so those per-request lines are left out.
 * Called once the site's logger has taken over console (lib/core/observe/server.ts), so it wraps that.
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

/** Rewrites a 5xx answer of `res` to 503 when it is written during an outage. */
export function answerOutagesWith503(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadDuringOutage(status, ...rest) {
    if (status >= 500 && status !== 503 && outageNow()) {
      this.statusCode = 503;
      this.setHeader("Retry-After", String(globalThis.__outages?.retryAfterSeconds ?? 5));
      return writeHead.call(this, 503, ...rest.filter((value) => typeof value !== "string"));
    }
    return writeHead.call(this, status, ...rest);
  };
}
