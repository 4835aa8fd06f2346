// The launch checklist's lines about what visitors meet on the site itself, read from the
// database through the operator's own handlers: the seed's sample job openings, and booking hours
// (without them the pages that offer a call are rendered again without the link).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => void revalidated.push(path) }));

import { POST as saveAvailability } from "@/app/api/admin/availability/route";
import { POST as jobAction } from "@/app/api/admin/jobs/[id]/status/route";
import { BOOKING_LINK_PAGES } from "@/lib/content/booking";
import { LAUNCH_SOURCES, openLaunchItems } from "@/lib/features/launch/snapshot";
import { removeOperator } from "@/lib/features/operators";
import { SEED_JOB_SLUGS } from "@/prisma/seed-jobs-data";
import { seedJobs } from "@/prisma/seed-jobs";
import { HOURS, post } from "./support/booking";
import { sessionFor } from "./support/session";
import { db } from "./support/wizard";

const lineOf = async (check: string) => (await openLaunchItems()).find((item) => item.check === check)?.text;

async function close(slug: string, cookie: string) {
  const job = await db.job.findUniqueOrThrow({ where: { slug }, select: { id: true } });
  const request = new Request(`http://localhost:3000/api/admin/jobs/${job.id}/status`, {
    method: "POST",
    headers: { host: "localhost:3000", cookie, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ action: "close" }),
  });
  expect((await jobAction(request, { params: Promise.resolve({ id: job.id }) })).status).toBe(200);
}

const clear = async () => {
  await db.job.deleteMany({ where: { slug: { in: [...SEED_JOB_SLUGS] } } });
  await db.bookingAvailability.deleteMany();
};
beforeAll(clear);
afterAll(async () => {
  await clear();
  await db.$disconnect();
});

describe("the launch checklist's sample job openings", () => {
  it("counts the 13 openings the seed made while they are open, and each one closed comes off", async () => {
    expect(SEED_JOB_SLUGS).toHaveLength(13);
    expect(await LAUNCH_SOURCES.openSampleJobs()).toBe(0);
    expect(await seedJobs(db)).toBe(13);
    expect(await lineOf("sampleJobs")).toBe(
      "13 sample job openings from the seed are still open: visitors can apply, and the sitemap and search engines' job listings show them. Close each one, and post your real openings as new jobs.",
    );
    const { cookie } = await sessionFor("operator");
    const [first, ...rest] = SEED_JOB_SLUGS;
    await close(first!, cookie);
    expect(await LAUNCH_SOURCES.openSampleJobs()).toBe(12);
    // The operator's own opening never counts, and an edited sample keeps its slug, so it still does.
    await db.job.create({
      data: {
        slug: "plant-supervisor-kanpur",
        title: "Plant Supervisor",
        area: "non-it",
        location: "Kanpur",
        employmentType: "FULL_TIME",
        workplace: "onsite",
        experienceMin: 3,
        experienceMax: 6,
        description: "Shifts.",
        status: "open",
        opensAt: new Date(),
        closesAt: new Date(Date.now() + 86_400_000),
      },
    });
    await db.job.update({ where: { slug: rest[0]! }, data: { title: "Senior Java Engineer" } });
    expect(await LAUNCH_SOURCES.openSampleJobs()).toBe(12);
    for (const slug of rest) await close(slug, cookie);
    expect(await LAUNCH_SOURCES.openSampleJobs()).toBe(0);
    expect(await lineOf("sampleJobs")).toBeUndefined();
    await db.job.delete({ where: { slug: "plant-supervisor-kanpur" } });
  });

  it("does not count a sample past its closing date", async () => {
    await clear();
    await seedJobs(db, new Date(Date.now() - 61 * 86_400_000));
    expect(await LAUNCH_SOURCES.openSampleJobs()).toBe(0);
  });
});

describe("the launch checklist's booking hours", () => {
  it("asks for hours until an operator saves some, and has the pages with the booking link rendered again", async () => {
    expect(await LAUNCH_SOURCES.bookingHours()).toBe(false);
    expect(await lineOf("bookingHours")).toBe(
      'No operator has booking hours: visitors cannot book a call, so the site hides its "Book a 30-minute call" links until someone sets their hours.',
    );

    const { cookie, userId } = await sessionFor("operator");
    // Hours with every day left empty are no hours.
    const noDays = Object.fromEntries(Object.entries(HOURS).filter(([field]) => !/^(?:from|to)\d$/.test(field)));
    revalidated.length = 0;
    expect((await post(saveAvailability, noDays, { cookie })).status).toBe(200);
    expect(await LAUNCH_SOURCES.bookingHours()).toBe(false);
    expect(revalidated).toEqual([...BOOKING_LINK_PAGES]);

    revalidated.length = 0;
    expect((await post(saveAvailability, HOURS, { cookie })).status).toBe(200);
    expect(await LAUNCH_SOURCES.bookingHours()).toBe(true);
    expect(await lineOf("bookingHours")).toBeUndefined();
    expect(revalidated).toEqual([...BOOKING_LINK_PAGES]);

    // The operator with the hours leaves: nobody takes bookings, and the link has to go again.
    const other = await sessionFor("operator");
    const actor = { id: other.userId, email: "other@example.com" };
    revalidated.length = 0;
    await removeOperator(actor, userId);
    expect(await LAUNCH_SOURCES.bookingHours()).toBe(false);
    expect(revalidated).toEqual([...BOOKING_LINK_PAGES]);
  });
});
