// Outages survived: the site's own production server on a throwaway PostgreSQL, s3rver and the
// SMTP catcher (all on loopback), each dependency stopped for real under a bounded load and started
// again. The server must answer 503 with Retry-After (never 500, never slowly), log one line per
// outage, and lose nothing: every accepted subscription mailed once, every newsletter copy sent
// once, no upload stored by half. Nothing is restarted but the dependency. PostgreSQL is stopped
// with pg_ctl -m fast (sessions ended, new ones refused), SMTP and s3rver stop listening.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { S3_BUCKET, S3_CREDENTIALS } from "../test/support/s3";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { careerBody, RESUME } from "./support/records";
import { operatorCookie, startSharedStores, type SharedStores } from "./support/shared-stores";
import {
  aimLoadAt,
  expectApi503s,
  expectMailedOnce,
  lines,
  MAIL_WITHIN_MS,
  type Answer,
  nextIp,
  pageLoad,
  sleep,
  slowest,
  subscribe,
  subscriptionLoad,
  tally,
  timed,
  tooSlow,
} from "./support/outage-load";

const DB_OUTAGE_MS = 15_000;
const SMTP_OUTAGE_MS = 8_000;
const READERS = 300;
const NEWSLETTER_RATE = 25;
const UPLOADS = 9;

let stores: SharedStores;
let server: OwnServer;

test.describe("outages of the database, SMTP and the object store", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stores = await startSharedStores();
    server = await startOwnServer({ ...stores.env, MAIL_RATE_PER_SECOND: "0", NEWSLETTER_RATE_PER_SECOND: String(NEWSLETTER_RATE) });
    aimLoadAt({ server, stores });
  });

  test.afterAll(async () => {
    test.setTimeout(120_000);
    await server?.stop();
    await stores?.stop();
  });

  test("a 15 s PostgreSQL outage under load: only 503s with Retry-After within 2 s, one log line each way, then nothing lost", async () => {
    test.setTimeout(200_000);
    const tag = `db-${randomUUID().slice(0, 8)}`;
    const now = new Date().toISOString();
    await stores.query(
      `INSERT INTO "Subscriber" ("id", "email", "status", "consentAt", "confirmedAt", "createdAt", "updatedAt")
       SELECT 'reader-' || $1 || '-' || g, 'reader-' || $1 || '-' || g || '@example.com', 'confirmed', $2, $2, $2, $2 FROM generate_series(1, $3::int) AS g`,
      [tag, now, READERS],
    );
    const form = new FormData();
    form.append("subject", `During an outage ${tag}`);
    form.append("message", "A newsletter sent across a database outage.");
    const campaign = await fetch(`${server.baseUrl}/api/send-newsletter`, {
      method: "POST",
      body: form,
      headers: { cookie: await operatorCookie(stores), "x-forwarded-for": nextIp() },
    });
    expect(campaign.status).toBe(202);
    const { campaignId } = (await campaign.json()) as { campaignId: string };

    let done = false;
    const load = subscriptionLoad(tag, () => done);
    const pages = pageLoad(() => done);
    await sleep(3_000);
    const stopped = Date.now();
    await stores.database.stopServer();
    await sleep(DB_OUTAGE_MS);
    await stores.database.startServer();
    const restarted = Date.now();
    // The site heals by itself: the same process answers again, and the load runs on a while.
    let probes = 0;
    const probe = async () => {
      const email = `${tag}-probe-${(probes += 1)}@example.com`;
      const { status } = await subscribe(email);
      if (status === 200) accepted.push(email);
      return status;
    };
    const accepted: string[] = [];
    await expect.poll(probe, { timeout: 30_000, intervals: [250] }).toBe(200);
    const healedSeconds = (Date.now() - restarted) / 1000;
    await sleep(3_000);
    done = true;
    const { answers, accepted: loaded } = await load;
    accepted.push(...loaded);
    const { jobs, home } = await pages;

    const statuses = tally(answers);
    // Anything but 200 or 503 names the server's error lines, so a rare one (a 500 once in CI) can be told apart.
    const errorLines = () =>
      server
        .output()
        .split("\n")
        .filter((line) => /"level":(50|"error")|"status":5\d\d/.test(line) && !line.includes("[outage]"))
        .slice(-20)
        .join("\n");
    expect(Object.keys(statuses).sort(), errorLines()).toEqual(["200", "503"]);
    expect(statuses[503]).toBeGreaterThan(10);
    expectApi503s(answers);
    expect(tooSlow(answers, stopped)).toEqual([]);
    // The page that reads the database answers the site's error page with 503; the prerendered page never fails.
    expect(Object.keys(tally(jobs)).sort()).toEqual(["200", "503"]);
    for (const answer of jobs.filter(({ status }) => status === 503)) {
      expect(answer.retryAfter).toBe("5");
      // Next's error document: the browser renders the site's error boundary (ERROR_TEXT, see error-pages.spec.ts) from it.
      expect(answer.body).toContain('<html id="__next_error__">');
      expect(answer.body).toContain("app/(site)/error-");
    }
    expect(tooSlow(jobs, stopped)).toEqual([]);
    expect(tally(home)).toEqual({ 200: home.length });

    const stored = await stores.query<{ email: string }>(`SELECT "email" FROM "Subscriber" WHERE "email" LIKE $1`, [`${tag}-%`]);
    const storedSet = new Set(stored.map((row) => row.email));
    expect(accepted.filter((email) => !storedSet.has(email))).toEqual([]);
    const mailedSeconds = await expectMailedOnce(tag, accepted);

    await expect
      .poll(async () => (await stores.query<{ status: string }>(`SELECT "status" FROM "Campaign" WHERE "id" = $1`, [campaignId]))[0]?.status, {
        timeout: MAIL_WITHIN_MS,
      })
      .toBe("done");
    const deliveries = await stores.query<{ id: string; status: string }>(`SELECT "id", "status" FROM "Delivery" WHERE "campaignId" = $1`, [campaignId]);
    expect(deliveries.filter((row) => row.status !== "sent")).toEqual([]);
    expect(deliveries.filter((row) => stores.copiesOfDelivery(row.id) !== 1)).toEqual([]);

    expect(lines(/\[outage\] database unreachable/)).toHaveLength(1);
    expect(lines(/\[outage\] database reachable again after \d+\.\d s/)).toHaveLength(1);
    expect(lines(/unexpected error|drain failed|sender failed|PrismaClient|    at /)).toEqual([]);
    console.log(
      `[outages] database stopped ${DB_OUTAGE_MS / 1000} s: ${answers.length} subscriptions ${JSON.stringify(statuses)}, slowest 503 ` +
        `${Math.round(slowest(answers))} ms (200: ${Math.round(slowest(answers, 200))} ms); /careers/jobs ${JSON.stringify(tally(jobs))}, slowest 503 ${Math.round(slowest(jobs))} ms; / ${JSON.stringify(tally(home))}; ` +
        `answering 200 again ${healedSeconds.toFixed(1)} s after the restart; ${accepted.length} accepted, all mailed once ${mailedSeconds.toFixed(1)} s later; ` +
        `newsletter: ${deliveries.length} deliveries sent once each`,
    );
  });

  test("an SMTP outage under load: every subscription is accepted, and each mail arrives once after SMTP is back", async () => {
    test.setTimeout(120_000);
    const tag = `smtp-${randomUUID().slice(0, 8)}`;
    await stores.smtp.stopServer();
    let done = false;
    const load = subscriptionLoad(tag, () => done);
    await sleep(SMTP_OUTAGE_MS);
    done = true;
    const { answers, accepted } = await load;
    expect(tally(answers)).toEqual({ 200: answers.length });
    expect(accepted.filter((email) => stores.smtp.copiesTo(email) > 0)).toEqual([]);
    await stores.smtp.startServer();
    const mailedSeconds = await expectMailedOnce(tag, accepted);
    console.log(
      `[outages] SMTP stopped ${SMTP_OUTAGE_MS / 1000} s: ${answers.length} subscriptions all 200, mailed once each ${mailedSeconds.toFixed(1)} s after SMTP was back`,
    );
  });

  test("an object-store outage: uploads answer 503 and leave no half-stored application", async () => {
    test.setTimeout(120_000);
    const bodies = Array.from({ length: UPLOADS }, () => careerBody());
    for (const body of bodies) {
      const answer = await timed("/api/users", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      expect(answer.status).toBe(200);
    }
    const upload = (id: string) => {
      const form = new FormData();
      form.append("resume", new Blob([fs.readFileSync(RESUME)], { type: "application/pdf" }), "resume.pdf");
      return timed(`/api/upload-file/${id}`, { method: "POST", body: form });
    };
    const uploadAll = () =>
      Promise.all(
        [0, 1, 2].map(async (lane) => {
          const answers: Answer[] = [];
          for (let i = lane; i < bodies.length; i += 3) answers.push(await upload(bodies[i]?.id ?? ""));
          return answers;
        }),
      ).then((lanes) => lanes.flat());
    const ids = bodies.map((body) => body.id);
    const fileColumns = () =>
      stores.query<{ key: string | null; uploaded: boolean }>(
        `SELECT "resumeKey" AS "key", "resumeUploadedAt" IS NOT NULL AS "uploaded" FROM "CareerApplication" WHERE "id" = ANY($1)`,
        [ids],
      );
    const bucket = new S3Client({ endpoint: stores.s3.endpoint, region: "us-east-1", forcePathStyle: true, credentials: S3_CREDENTIALS });
    const objects = async () => ((await bucket.send(new ListObjectsV2Command({ Bucket: S3_BUCKET }))).Contents ?? []).map((object) => object.Key ?? "");
    const before = await objects();

    await stores.s3.stopServer();
    const during = await uploadAll();
    expect(tally(during)).toEqual({ 503: UPLOADS });
    expectApi503s(during);
    const stopped = Date.now();
    await stores.s3.startServer();
    // Nothing of those uploads remains: no claimed row, no object, no scratch file.
    expect(await fileColumns()).toEqual(ids.map(() => ({ key: null, uploaded: false })));
    expect(await objects()).toEqual(before);
    const scratch = path.join(server.uploadDir, ".incoming");
    expect(fs.existsSync(scratch) ? fs.readdirSync(scratch) : []).toEqual([]);

    const after = await uploadAll();
    expect(tally(after)).toEqual({ 200: UPLOADS });
    expect(tooSlow(during, stopped, after)).toEqual([]);
    const rows = await fileColumns();
    expect(rows.filter((row) => !row.uploaded)).toEqual([]);
    const added = (await objects()).filter((key) => !before.includes(key));
    expect(added.sort()).toEqual(rows.map((row) => row.key ?? "").sort());
    bucket.destroy();
    expect(lines(/\[outage\] storage unreachable/)).toHaveLength(1);
    await expect.poll(() => lines(/\[outage\] storage reachable again after/).length, { timeout: 10_000 }).toBe(1);
    console.log(
      `[outages] object store stopped: ${UPLOADS} uploads all 503 (slowest ${Math.round(slowest(during))} ms), none stored; after: ${UPLOADS} stored with their rows`,
    );
  });
});
