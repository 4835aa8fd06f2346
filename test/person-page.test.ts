// Issue 37 item 5, one person and many records: the person page of an address used for an
// application, a booked call and a newsletter subscription shows all three, with one timeline and
// the consents; the export carries the items' timelines and notes; erasing the person removes
// them and takes the address out of the notes on other people's records.
import { describe, expect, it, vi } from "vitest";

// Saving hours renders the pages with the booking link again (lib/features/booking/availability.ts).
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as postCareer } from "@/app/api/users/route";
import { fileStore } from "@/lib/core/storage";
import { openSlots } from "@/lib/features/booking/book";
import { erasePerson, findPerson, personLinkOf, personOfHandle, personProfile } from "@/lib/features/privacy";
import { erasedPersonMarker } from "@/lib/features/privacy/audit-record";
import { subscribe } from "@/lib/features/subscriptions/signup";
import { addEvent, moveItem } from "@/lib/features/workspace";
import { bookConfirmed, operatorWithHours, visitor } from "./support/booking";
import { resetEachTest } from "./support/reset";
import { careerBody, db, postJson, uniqueEmail } from "./support/wizard";

resetEachTest("wizard", "booking", "bookingAvailability", "subscriber", "outboxMail", "auditEvent");

/** One address used for an application, then a booked call, then a subscription; the application moved and noted. */
async function personWithThreeRecords() {
  const email = uniqueEmail("Asha.Person");
  const career = careerBody({ emailAddress: email });
  expect((await postJson(postCareer, career)).status).toBe(200);
  const { userId } = await operatorWithHours();
  const mover = { id: userId, email: "host@example.com", name: "Priya Host" };
  await moveItem(`career:${career.id}`, "applications:screening", mover);
  await db.workNote.create({
    data: { itemId: `career:${career.id}`, authorId: userId, authorName: "Priya Host", body: "**Strong** <script>x()</script>" },
  });
  const [slot] = await openSlots();
  expect((await bookConfirmed(visitor(slot!.start, email.toUpperCase()))).status).toBe(200);
  await subscribe(email, "203.0.113.9", ["jobs"]);
  const booking = await db.booking.findFirstOrThrow({ where: { status: "booked" } });
  const host = (await db.user.findUniqueOrThrow({ where: { id: userId } })).name;
  return { email, career, booking, userId, host };
}

describe("the person page", () => {
  it("shows an application, a booked call and a subscription of one address, with one timeline and the consents", async () => {
    const { email, career, booking, host } = await personWithThreeRecords();
    const person = await personProfile(email.toUpperCase());
    expect(person.email).toBe(email.toLowerCase());
    expect(person.name).toBe("Dana Scully");
    expect(person.records.map((record) => [record.kind, record.id, record.state, record.owner, record.href])).toEqual([
      ["career", career.id, "Screening", null, `/admin/career-applications/${career.id}`],
      ["booking", booking.id, "New", host, `/admin/availability/calls/${booking.id}`],
      ["subscription", expect.any(String), "pending", null, expect.stringMatching(/^\/admin\/subscribers\//)],
    ]);
    expect(person.timeline.map((entry) => [entry.record.split(":")[0], entry.text, entry.actor])).toEqual([
      ["Application", "Received", null],
      ["Application", "Moved from New to Screening", "Priya Host"],
      ["Application", "Note added", "Priya Host"],
      ["Booked call", "Received", null],
      ["Newsletter subscription", "Subscribed to the newsletter", null],
    ]);
    expect(person.timeline[2]!.note).toBe("**Strong** <script>x()</script>");
    expect(person.consents.map((consent) => [consent.what, consent.ip, consent.confirmed, consent.withdrawn])).toEqual([
      ["The privacy policy, with an application", expect.any(String), null, null],
      ["The privacy policy, with a booked call", expect.any(String), null, null],
      ["The newsletter", "203.0.113.9", null, null],
    ]);
  });

  it("is linked from each record's page for the operator who opens it, and only for them", async () => {
    const { email, career, booking, userId } = await personWithThreeRecords();
    for (const [list, id] of [
      ["career-applications", career.id],
      ["booking", booking.id],
    ]) {
      const path = await personLinkOf(list!, id!, userId);
      const handle = path!.replace("/admin/people/", "");
      expect(personOfHandle(handle, userId)).toBe(email.toLowerCase());
      expect(personOfHandle(handle, "another-operator")).toBeNull();
    }
    expect(await personLinkOf("career-applications", "no-such-record", userId)).toBeNull();
    expect(await personLinkOf("outgoing-mail", career.id, userId)).toBeNull();
  });

  it("exports the items' timelines and notes, and erasing removes them and the address from others' notes", async () => {
    const { email, career, userId } = await personWithThreeRecords();
    const other = careerBody({ emailAddress: uniqueEmail("other") });
    await postJson(postCareer, other);
    const otherItem = `career:${other.id}`;
    const note = await db.workNote.create({
      data: { itemId: otherItem, authorName: "Priya Host", body: `Referred by ${email.toUpperCase()}, see joann.${email}.` },
    });
    await addEvent(otherItem, "mail", { kind: "referral", to: email });
    const found = await findPerson(db, fileStore, email);
    const rows = (kind: string) => found.tables.find((table) => table.kind === kind)?.rows ?? [];
    expect(rows("workItems")).toHaveLength(2);
    expect(rows("workEvents").map((row) => row.type)).toEqual(["stage"]);
    expect(rows("workNotes").map((row) => row.body)).toEqual(["**Strong** <script>x()</script>"]);
    expect(rows("workNoteMentions").map((row) => row.id)).toEqual([note.id]);
    expect(rows("workEventMentions").map((row) => row.itemId)).toEqual([otherItem]);

    await erasePerson(db, fileStore, email, userId);
    expect((await personProfile(email)).records).toEqual([]);
    expect(await db.workItem.count({ where: { email: email.toLowerCase() } })).toBe(0);
    expect(await db.workEvent.count({ where: { itemId: `career:${career.id}` } })).toBe(0);
    expect(await db.workNote.count({ where: { itemId: `career:${career.id}` } })).toBe(0);
    const marker = erasedPersonMarker(email);
    // The whole address goes, in any case; a longer address that merely contains it stays.
    expect((await db.workNote.findUniqueOrThrow({ where: { id: note.id } })).body).toBe(`Referred by ${marker}, see joann.${email}.`);
    const event = await db.workEvent.findFirstOrThrow({ where: { itemId: otherItem, type: "mail" } });
    expect(JSON.parse(event.detail)).toEqual({ kind: "referral", to: marker });
  });
});
