// The retention run's sweep of stored files: uploads no row points to, and proof-of-work images.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { runRetention } from "@/lib/features/admin/retention";
import { newFileKey } from "@/lib/core/storage/file-store";
import { ago, application, db, fileExists, mailDir, NOW, resetBetweenTests, root, store } from "./support/retention";

resetBetweenTests();

describe("data retention", () => {
  it("removes stored files no row points to once they are over an hour old, and nothing else", async () => {
    const stored = async (prefix: string, modifiedAt: Date) => {
      const key = newFileKey(prefix, prefix === "career" ? "pdf" : "webp");
      await store.save(key, Readable.from([Buffer.from("bytes")]));
      fs.utimesSync(path.join(root, "uploads", key), modifiedAt, modifiedAt);
      return key;
    };
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
    const orphans = [
      await stored("career", hoursAgo(2)),
      await stored("business", hoursAgo(30)),
      await stored("blog", hoursAgo(1.1)),
      await stored("newsletter", hoursAgo(48)),
    ];
    const fresh = [await stored("blog", hoursAgo(0.5)), await stored("newsletter", hoursAgo(0.9))];
    const resume = await application("kept@example.com", ago(10));
    fs.utimesSync(path.join(root, "uploads", resume.key ?? ""), ago(10), ago(10));
    const blogKey = await stored("blog", ago(3));
    const post = await db.blogPost.create({
      data: { area: "business", slug: `orphan-sweep-${randomUUID()}`, title: "Kept", body: "b", authorName: "A", imageKey: blogKey },
    });
    const campaignKey = await stored("newsletter", ago(3));
    await db.campaign.create({ data: { subject: "Kept", message: "m", createdBy: "op@example.com", imageKey: campaignKey } });
    // A folder the sweep does not know is never touched.
    const unknown = await stored("elsewhere", ago(30));

    try {
      const first = await runRetention({ db, store, mailDir, now: NOW });
      expect(first.orphanFiles.sort()).toEqual([...orphans].sort());
      for (const key of orphans) expect(await fileExists(key)).toBe(false);
      for (const key of [...fresh, resume.key, blogKey, campaignKey, unknown]) expect(await fileExists(key)).toBe(true);
      const second = await runRetention({ db, store, mailDir, now: NOW });
      expect(second.orphanFiles).toEqual([]);
    } finally {
      await db.blogPost.delete({ where: { id: post.id } });
    }
  });

  it("sweeps proof-of-work images and their narrower copies that no row holds, keeping those of case studies, logos and team members", async () => {
    const old = new Date(NOW.getTime() - 3 * 60 * 60 * 1000);
    /** An image and its copies (proof-w400/... beside proof/...), written three hours ago. */
    const image = async () => {
      const key = newFileKey("proof", "webp");
      const keys = [key, ...[400, 800, 1200].map((width) => `proof-w${width}/${key.slice("proof/".length)}`)];
      for (const file of keys) {
        await store.save(file, Readable.from([Buffer.from("bytes")]));
        fs.utimesSync(path.join(root, "uploads", file), old, old);
      }
      return { key, keys };
    };
    const [orphan, study, logo, member] = [await image(), await image(), await image(), await image()];
    const rows = await Promise.all([
      db.caseStudy.create({
        data: {
          slug: `sweep-${randomUUID()}`,
          title: "T",
          clientName: "C",
          industry: "I",
          service: "healthcare",
          summary: "S",
          challenge: "C",
          approach: "A",
          results: "R",
          imageKey: study.key,
        },
      }),
      db.clientLogo.create({ data: { name: "Acme", imageKey: logo.key } }),
      db.teamMember.create({ data: { name: "Ravi", role: "R", bio: "B", email: "ravi@example.com", consentAt: NOW, imageKey: member.key } }),
    ]);
    try {
      const first = await runRetention({ db, store, mailDir, now: NOW });
      // Earlier tests' rows are gone and their files are other folders' business.
      expect(first.orphanFiles.filter((key) => key.startsWith("proof")).sort()).toEqual([...orphan.keys].sort());
      for (const key of [...study.keys, ...logo.keys, ...member.keys]) expect(await fileExists(key), key).toBe(true);
    } finally {
      await Promise.all([
        db.caseStudy.delete({ where: { id: rows[0].id } }),
        db.clientLogo.delete({ where: { id: rows[1].id } }),
        db.teamMember.delete({ where: { id: rows[2].id } }),
      ]);
    }
  });
});
