// The bench's GET / section: the app, `next start` on the same build and a bare node:http server
// answering the same HTML, each plain and conditional (tools/bench/run.mjs).
import { load, loadLine } from "./measure.mjs";
import { pick } from "./quick.mjs";
import { kb } from "./format.mjs";

export const SECONDS = pick(10, 2);
export const WARMUP_SECONDS = 1;
export const CONNECTIONS = 50;

export const ratio = (ours, base) => (base > 0 ? `${(ours / base).toFixed(2)}x` : "n/a");

export async function warmUp(url, requests) {
  await load({ url, seconds: WARMUP_SECONDS, connections: CONNECTIONS, requests });
}

/** GET / plain, then conditional (If-None-Match of the answer's ETag, answered 304): app, `next start` on the same build and the bare server in one run. */
export async function getFigures(app, nextStart, bare, homeHtml, figures) {
  console.log(`\n-- GET / (autocannon, ${CONNECTIONS} connections, ${SECONDS} s) --`);
  console.log(`  baseline: bare node:http serving the app's / HTML (${kb(Buffer.byteLength(homeHtml))}) from memory, raw bytes, with an ETag;`);
  console.log("  nextStart: Next's own server (`next start`) on the same build and settings;");
  console.log("  autocannon sends no Accept-Encoding, so the app answers uncompressed too");
  const get = {};
  for (const [label, url] of [
    ["app", app.url],
    ["nextStart", nextStart.url],
    ["baseline", bare.url],
  ]) {
    await warmUp(url);
    get[label] = await load({ url, seconds: SECONDS, connections: CONNECTIONS });
    console.log(loadLine(label, get[label]));
    const answer = await fetch(url);
    const headers = { "if-none-match": answer.headers.get("etag") ?? "" };
    if (label === "app") console.log(`  app headers: ETag ${headers["if-none-match"]}, Cache-Control ${answer.headers.get("cache-control")}`);
    await warmUp(url, [{ method: "GET", path: "/", headers }]);
    get[`${label}Conditional`] = await load({ url, seconds: SECONDS, connections: CONNECTIONS, headers, okStatus: "3xx" });
    console.log(loadLine(`${label}, If-None-Match (304)`, get[`${label}Conditional`]));
  }
  console.log(
    `  ratio ours/baseline: plain ${ratio(get.app.rps, get.baseline.rps)}, conditional ${ratio(get.appConditional.rps, get.baselineConditional.rps)}`,
  );
  console.log(
    `  ratio ours/next start: plain ${ratio(get.app.rps, get.nextStart.rps)}, conditional ${ratio(get.appConditional.rps, get.nextStartConditional.rps)}`,
  );
  figures.get = get;
  return get;
}
