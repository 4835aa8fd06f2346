// My applications, the applicant's side of the conversation (issue 38 item 4): where each
// application stands in four plain words, and the messages the company wrote to them with their
// own replies; never a stage's name, a note, another person's mail or unmatched mail.
import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { ApplicationMessages } from "@/components/account/application-messages";
import { ApplicationsTable } from "@/components/account/applications-table";
import { applicationsOf } from "@/lib/features/account/applications";
import { applicantStage } from "@/lib/features/account/progress";
import { db, uniqueEmail, verifiedAccount } from "./support/auth";
import { APPLICANT, CAREER_ROW } from "./support/career-answers.mjs";
import { seedWorkItem } from "./support/work-item";

afterAll(() => db.$disconnect());

const HOUR = 3_600_000;

/** A career application of `email` for `position`, its work item in `stageId`, `daysAgo` days old. */
async function application(email: string, position: string, stageId: string, daysAgo: number) {
  const id = randomUUID();
  const at = new Date(Date.now() - daysAgo * 24 * HOUR);
  const status = (await db.pipelineStage.findUniqueOrThrow({ where: { id: stageId } })).phase;
  await db.careerApplication.create({
    data: { id, ...APPLICANT, emailAddress: email, ...CAREER_ROW, position, industry: "IT", status, consentAt: at, createdAt: at },
  });
  const itemId = await seedWorkItem({ kind: "career", recordId: id, stageId, name: "Ada Lovelace", email, at });
  return { id, itemId };
}

/** An interview booked from an invitation on the item, `inHours` from now (negative: already held). */
async function interview(itemId: string, inHours: number, status = "booked") {
  const operator = await db.user.create({ data: { email: uniqueEmail("operator"), name: "Priya Sharma", role: "operator" } });
  const invite = await db.interviewInvite.create({
    data: { itemId, operatorId: operator.id, minutes: 30, place: "Office", status: "booked", expiresAt: new Date(Date.now() + 48 * HOUR) },
  });
  const startsAt = new Date(Date.now() + inHours * HOUR);
  await db.booking.create({
    data: {
      ...{ operatorId: operator.id, startsAt, endsAt: new Date(startsAt.getTime() + HOUR / 2), name: "Ada", email: "ada@example.com" },
      ...{ topic: "Interview: QA Lead", visitorTimeZone: "Asia/Kolkata", status, inviteId: invite.id },
    },
  });
}

let sequence = 0;
/** A message on the item, in order of writing. */
const message = (itemId: string | null, fields: { direction: "in" | "out"; status: string; from: string; to: string; subject: string; body: string }) =>
  db.message.create({
    data: {
      ...{ itemId, direction: fields.direction, status: fields.status, fromAddress: fields.from, toAddress: fields.to },
      ...{ fromName: fields.direction === "out" ? "Priya Sharma (Acme Staffing)" : null, subject: fields.subject, body: fields.body },
      ...{ messageId: `<${randomUUID()}@example.com>`, createdAt: new Date(Date.now() - 10 * HOUR + ++sequence * 1000) },
      unmatchedReason: fields.status === "unmatched" ? "forged" : null,
    },
  });

describe("My applications: where each stands", () => {
  it("names the phase in plain words: received, in review, interview booked, closed", () => {
    expect(["new", "contacted", "in_progress", "closed", "withdrawn"].map((phase) => applicantStage(phase, false))).toEqual([
      "received",
      "in_review",
      "in_review",
      "closed",
      "closed",
    ]);
    expect(["contacted", "in_progress", "closed"].map((phase) => applicantStage(phase, true))).toEqual(["interview_booked", "interview_booked", "closed"]);
  });

  it("reads each application's stage from its work item and a standing interview, never the team's stage names", async () => {
    const email = uniqueEmail("progress");
    await verifiedAccount(email);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    await application(email, "Received Role", "applications:new", 6);
    await application(email, "Screened Role", "applications:screening", 5);
    const booked = await application(email, "Booked Role", "applications:interview", 4);
    await interview(booked.itemId, 48);
    const held = await application(email, "Held Role", "applications:interview", 3);
    await interview(held.itemId, -2);
    const cancelled = await application(email, "Cancelled Role", "applications:offer", 2);
    await interview(cancelled.itemId, 24, "cancelled");
    await application(email, "Rejected Role", "applications:rejected", 1);
    await application(email, "Withdrawn Role", "applications:withdrawn", 0);

    const listed = await applicationsOf(user.id);
    expect(listed.map((entry) => [entry.about, entry.stage])).toEqual([
      ["Withdrawn Role (IT)", "closed"],
      ["Rejected Role (IT)", "closed"],
      ["Cancelled Role (IT)", "in_review"],
      ["Held Role (IT)", "in_review"],
      ["Booked Role (IT)", "interview_booked"],
      ["Screened Role (IT)", "in_review"],
      ["Received Role (IT)", "received"],
    ]);
    const html = renderToStaticMarkup(createElement(ApplicationsTable, { applications: listed }));
    const statuses = [...html.matchAll(/<td class="[^"]{0,200}">(Received|In review|Interview booked|Closed)<\/td>/g)].map((match) => match[1]);
    expect(statuses).toEqual(["Closed", "Closed", "In review", "In review", "Interview booked", "In review", "Received"]);
    for (const internal of ["Screening", "Offer", "Rejected<", "Hired", "Withdrawn<"]) expect(html).not.toContain(internal);
  });
});

describe("My applications: the conversation", () => {
  it("shows what the company wrote to the address as sanitised Markdown and the applicant's own replies as text, nothing else", async () => {
    const email = uniqueEmail("conversation");
    await verifiedAccount(email);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    const { itemId } = await application(email, "QA Lead", "applications:screening", 2);
    const reply = "reply+token@replies.example.test";
    await message(itemId, {
      direction: "out",
      status: "written",
      from: "hello@example.com",
      to: email,
      subject: "Thanks for applying",
      body: "Hello **Ada**,\n\n<script>alert(1)</script>[site](javascript:alert(2))",
    });
    await message(itemId, {
      direction: "in",
      status: "filed",
      from: email.toUpperCase(),
      to: reply,
      subject: "Re: Thanks for applying",
      body: "Thank you!\n<b>Not bold</b>",
    });
    // Someone else's mail filed on the record, a message to another address, and the applicant's unmatched mail stay out.
    await message(itemId, { direction: "in", status: "filed", from: "referrer@example.com", to: reply, subject: "About Ada", body: "Referrer's opinion" });
    await message(itemId, {
      direction: "out",
      status: "written",
      from: "hello@example.com",
      to: "old-address@example.com",
      subject: "To an old address",
      body: "Old",
    });
    await message(null, { direction: "in", status: "unmatched", from: email, to: reply, subject: "Lost mail", body: "Lost" });
    await db.workNote.create({ data: { itemId, authorName: "Priya", body: "Internal: weak on testing" } });

    const [entry] = await applicationsOf(user.id);
    expect(entry?.messages.map((row) => [row.direction, row.subject])).toEqual([
      ["out", "Thanks for applying"],
      ["in", "Re: Thanks for applying"],
    ]);
    expect(entry?.messages[0]).toMatchObject({
      fromName: "Priya Sharma (Acme Staffing)",
      html: "<p>Hello <strong>Ada</strong>,</p>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;[site](javascript:alert(2))</p>\n",
    });
    expect(entry?.messages[1]).toMatchObject({ text: "Thank you!\n<b>Not bold</b>" });

    const html = renderToStaticMarkup(createElement(ApplicationMessages, { applications: entry ? [entry] : [] }));
    expect(html).toContain('<h3 id="messages-career-');
    expect(html).toContain(">Career application: QA Lead (IT)</h3>");
    expect(html).toContain("<strong>Ada</strong>");
    expect(html).toContain("From Priya Sharma (Acme Staffing) · Sent ");
    expect(html).toContain("Your reply · Received ");
    expect(html).toContain("Thank you!\n&lt;b&gt;Not bold&lt;/b&gt;");
    for (const hidden of ["<script", 'href="javascript', "Referrer", "Old", "Lost", "Internal", "Screening"]) expect(html).not.toContain(hidden);
  });

  it("shows no messages section when no application has one", async () => {
    const email = uniqueEmail("quiet");
    await verifiedAccount(email);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    await application(email, "Quiet Role", "applications:new", 1);
    const listed = await applicationsOf(user.id);
    expect(listed.map((entry) => entry.messages)).toEqual([[]]);
    expect(renderToStaticMarkup(createElement(ApplicationMessages, { applications: listed }))).toBe("");
  });
});
