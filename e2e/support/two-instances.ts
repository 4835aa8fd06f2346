// Two production servers started as `npm start` does, from the suite's build, on one PostgreSQL
// database, one S3-protocol store and one SMTP catcher (all throwaway, on loopback), for the
// multi-instance specs (e2e/multi-instance-*.spec.ts): requests alternate between them.
import { addressSequence } from "./addresses";
import { test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { startSharedStores, type SharedStores } from "./shared-stores";

export type TwoInstances = { stores: SharedStores; a: OwnServer; b: OwnServer };

/** Mail to addresses starting so is kept by the catcher (the load test's is only counted). */
export const KEPT = "keep-";
/** A new visitor address for each call (TRUST_PROXY=1: the servers take it from X-Forwarded-For). */
export const nextIp = addressSequence("10");
// Per instance: slow enough that both instances' senders share each campaign, fast enough to take seconds.
const NEWSLETTER_RATE = 150;

/** Starts the stores and both servers before the describe's tests (handing them to `started`), and stops them after. */
export function twoInstances(started: (instances: TwoInstances) => void): void {
  let stores: SharedStores | undefined;
  let servers: OwnServer[] = [];
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stores = await startSharedStores({ keepMailTo: (address) => address.startsWith(KEPT) });
    const env = {
      ...stores.env,
      MAIL_RATE_PER_SECOND: "0",
      NEWSLETTER_RATE_PER_SECOND: String(NEWSLETTER_RATE),
      // A crashed instance's newsletter claims count as in flight for 5 s instead of 5 minutes.
      NEWSLETTER_CLAIM_LEASE_SECONDS: "5",
    };
    // Started together: the migration and the seed run once, under their locks.
    const [a, b] = await Promise.all([startOwnServer(env), startOwnServer(env)]);
    servers = [a, b];
    started({ stores, a, b });
  });

  test.afterAll(async () => {
    test.setTimeout(120_000); // stopping two servers and the cluster on a busy machine
    await Promise.all(servers.map((server) => server.stop()));
    await stores?.stop();
  });
}

export function postJson(server: OwnServer, route: string, body: unknown, ip: string, cookie?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": ip };
  if (cookie) headers.cookie = cookie;
  return fetch(`${server.baseUrl}${route}`, { method: "POST", headers, body: JSON.stringify(body) });
}
