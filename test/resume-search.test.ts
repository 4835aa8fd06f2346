// The operator's search of career applications also finds words from the resumes' text, through
// the full-text index the migrations add (FTS5 on SQLite, a tsvector GIN index on PostgreSQL),
// which follows the text as it is read, changed and removed.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { careerApplications } from "@/lib/features/admin/lists/submissions";
import { db, uniqueEmail } from "./support/wizard";
import { resetEachTest } from "./support/reset";

const filters = (q: string) => ({ q, status: "", from: "", to: "", page: 1, job: "" });
const found = async (q: string) => (await careerApplications.page(filters(q))).rows.map((row) => row.id).sort();

async function application(firstName: string, resumeText: string | null) {
  const id = randomUUID();
  await db.careerApplication.create({
    data: {
      id,
      firstName,
      lastName: "Iyer",
      phoneNumber: "9876501234",
      emailAddress: uniqueEmail("search"),
      industry: "Healthcare",
      position: "Nurse",
      consentAt: new Date(),
      source: "quick",
    },
  });
  // As the reader writes it, after the row (lib/features/submissions/resume-text.ts).
  if (resumeText !== null) await db.careerApplication.update({ where: { id }, data: { resumeText, resumeReadAt: new Date() } });
  return id;
}

resetEachTest("wizard");

describe("the career applications search", () => {
  it("finds an application by words of its resume, every word of the search, whatever their case", async () => {
    const nurse = await application("Meera", "Staff nurse, critical care.\nVentilator management and ICU triage.");
    const developer = await application("Ravi", "Java developer: Spring Boot services, Kafka.");
    await application("Asha", null);
    expect(await found("ventilator")).toEqual([nurse]);
    expect(await found("VENTILATOR triage")).toEqual([nurse]);
    expect(await found("ventilator kafka")).toEqual([]);
    expect(await found("spring")).toEqual([developer]);
    // The name search still works beside it.
    expect(await found("Ravi")).toEqual([developer]);
    // Words that an FTS5 or tsquery parser would read as operators are only words here.
    expect(await found('"ventilator" OR (kafka* NEAR')).toEqual([]);
  });

  it("finds a word by its beginning, every word of the search", async () => {
    const developer = await application("Ravi", "Built the quokkaflux pipeline on Kubernetes.");
    await application("Meera", "Quokka island tours, weekends.");
    expect(await found("quokkaflux")).toEqual([developer]);
    expect(await found("quokkaf")).toEqual([developer]);
    expect(await found("QUOKKA kube")).toEqual([developer]);
    expect((await found("quokka")).length).toBe(2);
    expect(await found("flux")).toEqual([]);
  });

  it("follows the text when it changes and when account deletion clears it", async () => {
    const id = await application("Meera", "Ventilator management.");
    await db.careerApplication.update({ where: { id }, data: { resumeText: "Dialysis unit." } });
    expect(await found("ventilator")).toEqual([]);
    expect(await found("dialysis")).toEqual([id]);
    await db.careerApplication.update({ where: { id }, data: { resumeText: null } });
    expect(await found("dialysis")).toEqual([]);
    await db.careerApplication.update({ where: { id }, data: { resumeText: "Dialysis again." } });
    await db.careerApplication.delete({ where: { id } });
    expect(await found("dialysis")).toEqual([]);
  });
});
