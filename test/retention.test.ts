import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { runRetention } from "@/lib/features/admin/retention";
import { removeExpiredAuthRows } from "@/lib/features/auth/expired";
import { ago, application, business, contact, db, fileExists, mailDir, NOW, partnership, resetBetweenTests, root, store } from "./support/retention";

resetBetweenTests();

describe("data retention", () => {
  it("removes an applicant's applications, resumes and feedback only once their last application is over 5 years old", async () => {
    const gone = [await application("old@example.com", ago(7 * 365)), await application("old@example.com", ago(6 * 365))];
    const returning = [await application("back@example.com", ago(6 * 365)), await application("back@example.com", ago(300))];
    const recent = await application("recent@example.com", ago(4 * 365), false);

    const report = await runRetention({ db, store, mailDir, now: NOW });

    expect(report.applications.sort()).toEqual(gone.map((a) => a.id).sort());
    expect(report.resumeFiles).toBe(2);
    expect(report.feedback).toBe(2);
    for (const { id, key } of gone) {
      expect(await db.careerApplication.findUnique({ where: { id } })).toBeNull();
      expect(await db.feedback.count({ where: { submissionId: id } })).toBe(0);
      expect(await fileExists(key)).toBe(false);
    }
    for (const { id, key } of [...returning, recent]) {
      expect(await db.careerApplication.findUnique({ where: { id } })).not.toBeNull();
      if (key) expect(await fileExists(key)).toBe(true);
    }
  });

  it("removes mail logs older than 12 months but keeps pending mail, recent logs and each campaign's counts", async () => {
    await db.outboxMail.createMany({
      data: [
        { kind: "subscribe-confirm", to: "a@example.com", status: "sent", createdAt: ago(400) },
        { kind: "subscribe-confirm", to: "b@example.com", status: "failed", createdAt: ago(370) },
        { kind: "subscribe-confirm", to: "c@example.com", status: "pending", createdAt: ago(400) },
        { kind: "subscribe-confirm", to: "d@example.com", status: "sent", createdAt: ago(300) },
      ],
    });
    const old = await db.campaign.create({
      data: { subject: "Old", message: "m", createdBy: "op@example.com", status: "done", total: 3, createdAt: ago(400) },
    });
    const fresh = await db.campaign.create({
      data: { subject: "New", message: "m", createdBy: "op@example.com", status: "done", total: 1, createdAt: ago(30) },
    });
    await db.delivery.createMany({
      data: [
        { id: randomUUID(), campaignId: old.id, email: "a@example.com", status: "sent" },
        { id: randomUUID(), campaignId: old.id, email: "b@example.com", status: "sent" },
        { id: randomUUID(), campaignId: old.id, email: "c@example.com", status: "failed" },
        { id: randomUUID(), campaignId: fresh.id, email: "a@example.com", status: "sent" },
      ],
    });
    const oldMail = path.join(mailDir, "old.eml");
    const newMail = path.join(mailDir, "new.eml");
    fs.writeFileSync(oldMail, "x");
    fs.writeFileSync(newMail, "x");
    fs.utimesSync(oldMail, ago(400), ago(400));
    fs.utimesSync(newMail, ago(10), ago(10));

    const report = await runRetention({ db, store, mailDir, now: NOW });

    expect(report.outboxMails).toBe(2);
    expect((await db.outboxMail.findMany({ orderBy: { to: "asc" } })).map((row) => row.to)).toEqual(["c@example.com", "d@example.com"]);
    expect(report.deliveries).toBe(3);
    expect(report.campaignsArchived).toBe(1);
    expect(await db.delivery.count({ where: { campaignId: old.id } })).toBe(0);
    expect(await db.delivery.count({ where: { campaignId: fresh.id } })).toBe(1);
    expect(JSON.parse((await db.campaign.findUniqueOrThrow({ where: { id: old.id } })).archivedCounts ?? "{}")).toEqual({ sent: 2, failed: 1 });
    expect(report.mailFiles).toBe(1);
    expect(fs.existsSync(oldMail)).toBe(false);
    expect(fs.existsSync(newMail)).toBe(true);
  });

  it("removes enquiries and contact messages, with their files and feedback, once the sender's last one is over 2 years old", async () => {
    const goneBusiness = await business("old@example.com", ago(3 * 365));
    const keptBusiness = [await business("talking@example.com", ago(3 * 365)), await business("Talking@Example.com", ago(100))];
    const gonePartnership = await partnership("old@example.com", ago(2 * 365 + 2));
    const keptPartnership = await partnership("recent@example.com", ago(2 * 365 - 2));
    const goneContact = [await contact("old@example.com", ago(800)), await contact("OLD@example.com", ago(750))];
    const keptContact = [await contact("back@example.com", ago(900)), await contact("back@example.com", ago(30))];

    const report = await runRetention({ db, store, mailDir, now: NOW });

    expect(report).toMatchObject({ businessEnquiries: 1, partnershipEnquiries: 1, contactMessages: 2, enquiryFiles: 1, enquiryFeedback: 1 });
    expect(report.enquiriesBefore).toEqual(new Date("2024-11-22T10:00:00Z"));
    expect(await fileExists(goneBusiness.key)).toBe(false);
    expect((await db.businessEnquiry.findMany({ select: { id: true } })).map((row) => row.id).sort()).toEqual(keptBusiness.map((row) => row.id).sort());
    for (const row of keptBusiness) expect(await fileExists(row.key)).toBe(true);
    expect(await db.feedback.count({ where: { submissionId: goneBusiness.id } })).toBe(0);
    expect(await db.feedback.count({ where: { submissionId: { in: keptBusiness.map((row) => row.id) } } })).toBe(2);
    expect(await db.partnershipEnquiry.findUnique({ where: { id: gonePartnership.id } })).toBeNull();
    expect(await db.partnershipEnquiry.findUnique({ where: { id: keptPartnership.id } })).not.toBeNull();
    for (const row of goneContact) expect(await db.contactMessage.findUnique({ where: { id: row.id } })).toBeNull();
    expect(await db.contactMessage.count({ where: { id: { in: keptContact.map((row) => row.id) } } })).toBe(2);
  });

  it("is safe to run twice: the second run removes nothing", async () => {
    await application("old@example.com", ago(6 * 365));
    await db.outboxMail.create({ data: { kind: "x", to: "a@example.com", status: "sent", createdAt: ago(400) } });
    const first = await runRetention({ db, store, mailDir, now: NOW });
    const second = await runRetention({ db, store, mailDir, now: NOW });
    expect(first.applications).toHaveLength(1);
    expect(first.outboxMails).toBe(1);
    expect(second).toMatchObject({
      applications: [],
      resumeFiles: 0,
      feedback: 0,
      outboxMails: 0,
      deliveries: 0,
      campaignsArchived: 0,
      mailFiles: 0,
      orphanFiles: [],
    });
    expect(second).toMatchObject({ businessEnquiries: 0, partnershipEnquiries: 0, contactMessages: 0, enquiryFiles: 0, enquiryFeedback: 0 });
  });

  it("removes expired sessions, one-time codes and code failure counts, and keeps live ones", async () => {
    const user = await db.user.create({ data: { email: `ret-${randomUUID()}@example.com`, name: "Ret" } });
    const session = (tokenHash: string, expiresAt: Date) => db.session.create({ data: { tokenHash, userId: user.id, expiresAt } });
    const code = (email: string, expiresAt: Date) => db.oneTimeCode.create({ data: { email, purpose: "reset", codeHash: randomUUID(), expiresAt } });
    const guard = (email: string, windowStart: Date) => db.codeGuard.create({ data: { email, purpose: "reset", failures: 3, windowStart } });
    // Other files share this database: rows they left expired are cleared first, and only this
    // test's addresses are looked at afterwards.
    await removeExpiredAuthRows(db, NOW);
    try {
      const [expired, live] = [await session(randomUUID(), ago(1)), await session(randomUUID(), ago(-1))];
      const [oldCode, liveCode] = [await code("gone@example.com", ago(1)), await code("kept@example.com", ago(-1 / 144))];
      await guard("gone@example.com", ago(2));
      await guard("kept@example.com", ago(0.5));

      expect(await removeExpiredAuthRows(db, NOW)).toEqual({ sessions: 1, codes: 1, codeGuards: 1 });
      expect(await db.session.findUnique({ where: { id: expired.id } })).toBeNull();
      expect(await db.session.findUnique({ where: { id: live.id } })).not.toBeNull();
      expect(await db.oneTimeCode.findUnique({ where: { id: oldCode.id } })).toBeNull();
      expect(await db.oneTimeCode.findUnique({ where: { id: liveCode.id } })).not.toBeNull();
      const mine = { email: { in: ["gone@example.com", "kept@example.com"] } };
      expect((await db.codeGuard.findMany({ where: mine, select: { email: true } })).map((row) => row.email)).toEqual(["kept@example.com"]);
      expect(await removeExpiredAuthRows(db, NOW)).toEqual({ sessions: 0, codes: 0, codeGuards: 0 });
    } finally {
      await db.user.delete({ where: { id: user.id } });
      await db.oneTimeCode.deleteMany({ where: { email: { in: ["gone@example.com", "kept@example.com"] } } });
      await db.codeGuard.deleteMany({ where: { email: { in: ["gone@example.com", "kept@example.com"] } } });
    }
  });

  it("removes Web Vitals rows older than 90 days and keeps the rest", async () => {
    await db.vital.deleteMany();
    const row = (days: number) => ({ route: "/", metric: "LCP", value: days, createdAt: ago(days) });
    await db.vital.createMany({ data: [row(400), row(91), row(90.5), row(89.9), row(1)] });
    const first = await runRetention({ db, store, mailDir, now: NOW });
    expect(first.vitals).toBe(3);
    expect(first.vitalsBefore).toEqual(ago(90));
    expect((await db.vital.findMany({ orderBy: { value: "asc" } })).map((r) => r.value)).toEqual([1, 89.9]);
    expect((await runRetention({ db, store, mailDir, now: NOW })).vitals).toBe(0);
    await db.vital.deleteMany();
  });

  it("`npm run retention` prints what it removed", async () => {
    const { id } = await application("cli@example.com", new Date(Date.now() - 6 * 366 * 24 * 60 * 60 * 1000));
    const run = () =>
      promisify(execFile)("npm", ["run", "--silent", "retention"], {
        env: { ...process.env, UPLOAD_DIR: path.join(root, "uploads"), MAIL_DIR: mailDir },
      });
    const first = await run();
    expect(first.stdout).toContain(`removed career application ${id}`);
    expect(first.stdout).toMatch(/1 removed, with 1 resume files and 1 feedback answers/);
    expect(first.stdout).toMatch(/Expired sign-ins: \d+ sessions, \d+ one-time codes and \d+ code failure counts removed\./);
    const second = await run();
    expect(second.stdout).toMatch(/0 removed, with 0 resume files/);
    expect(second.stdout).toMatch(/Web Vitals of page views older than 90 days \(before \d{4}-\d{2}-\d{2}\): 0 removed/);
  }, 60_000);
});
