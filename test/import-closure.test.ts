// What a route handler loads decides its cold start and what a change can break: these hold the
// budgets of issue 11 with the resolver tools/import-closure.mjs prints.
import { describe, expect, it } from "vitest";
import { apiRouteFiles, importClosure } from "../tools/import-closure-lib.mjs";

// 20 from issue 11, plus lib/core/log.ts and lib/core/metrics.ts (issue 22): the logger and the
// metrics registry every handler shares, whose packages the server has loaded before any request;
// lib/core/outage.ts (issue 22: every query's outage check) and lib/core/bounded-map.ts (split out
// of rate-limit.ts, which it was part of, to keep that file under 300 lines); lib/core/tokens.ts
// (issue 23: the shared rate-limit table stores keyed hashes of its keys, never an address);
// lib/content/interests.ts and lib/validation/interests.ts (issue 27: the topics a sign-up may choose);
// lib/validation/text.ts (issue 34: trailing runs trimmed by a scan, not a backtracking pattern; the
// configuration every handler reads uses it) and lib/validation/mailbox.mjs (issue 34: the e-mail
// rule in plain JavaScript, so the resume reader's worker applies the very same rule) and
// lib/core/rate-rules.ts (the limits, split out of rate-limit.ts to keep it under 300 lines);
// lib/core/config-values.ts (issue 38: the settings' value parsers, split out of config.ts to keep it
// under 300 lines with the inbound mail settings).
const SUBSCRIBE_BUDGET = 31;

describe("import closures of the route handlers", () => {
  it(`keeps /api/subscribe within ${SUBSCRIBE_BUDGET} project files`, () => {
    const files = importClosure(["app/api/subscribe/route.ts"]);
    expect(files).toContain("lib/features/subscriptions/signup.ts");
    expect(files.length, files.join("\n")).toBeLessThanOrEqual(SUBSCRIBE_BUDGET);
  });

  it("loads no part of mail delivery (lib/runtime: worker, templates) in any handler", () => {
    const routes = apiRouteFiles();
    expect(routes).toContain("app/api/subscribe/route.ts");
    const offenders = routes.flatMap((route) =>
      importClosure([route])
        .filter((file) => file.startsWith("lib/runtime/"))
        .map((file) => `${route} -> ${file}`),
    );
    expect(offenders).toEqual([]);
  });

  it("follows dynamic imports and skips type-only ones", () => {
    expect(importClosure(["instrumentation.ts"])).toEqual(expect.arrayContaining(["lib/runtime/outbox-worker.ts", "lib/runtime/templates.ts"]));
    expect(importClosure(["lib/core/mail/outbox.ts"])).not.toContain("lib/core/db.ts");
  });
});
