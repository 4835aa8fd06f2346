import { describe, expect, it } from "vitest";
import { addDays, dayOf, mondayOf, startOfDay } from "./dates";
import { commonWhere, createdRange, filterQuery, parseFilters } from "./filters";

const STATUSES = ["new", "contacted", "in_progress", "closed"];

describe("list filters from the URL", () => {
  it("keeps valid values and drops malformed ones", () => {
    expect(
      parseFilters({ q: "  Asha  ", status: "contacted", from: "2026-03-01", to: "2026-03-31", page: "3" }, STATUSES),
    ).toEqual({
      q: "Asha",
      status: "contacted",
      from: "2026-03-01",
      to: "2026-03-31",
      page: 3,
      job: "",
      topic: "",
      stage: "",
      owner: "",
    });
    expect(parseFilters({ status: "deleted", from: "yesterday", to: "2026-13-45", page: "-2" }, STATUSES)).toEqual({
      q: "",
      status: "",
      from: "",
      to: "",
      page: 1,
      job: "",
      topic: "",
      stage: "",
      owner: "",
    });
  });

  it("keeps a stage and an owner and drops anything else given as them", () => {
    const filters = parseFilters({ stage: "applications:interview", owner: "mine" }, STATUSES);
    expect([filters.stage, filters.owner]).toEqual(["applications:interview", "mine"]);
    expect(filterQuery(filters)).toBe("?stage=applications%3Ainterview&owner=mine");
    const bad = parseFilters({ stage: "x' OR 1=1", owner: "../../etc" }, STATUSES);
    expect([bad.stage, bad.owner]).toEqual(["", ""]);
  });

  it("keeps a job id and drops anything else given as the job", () => {
    expect(parseFilters({ job: "cm3k2a9x00001abcdxyz0123" }, STATUSES).job).toBe("cm3k2a9x00001abcdxyz0123");
    expect(parseFilters({ job: "../etc/passwd" }, STATUSES).job).toBe("");
    expect(filterQuery(parseFilters({ status: "new", job: "cm3k2a9x00001abcdxyz0123" }, STATUSES), { page: 2 })).toBe(
      "?status=new&job=cm3k2a9x00001abcdxyz0123&page=2",
    );
  });

  it("keeps a newsletter topic and drops anything else given as the topic", () => {
    expect(parseFilters({ topic: "digital-blog" }, STATUSES).topic).toBe("digital-blog");
    expect(parseFilters({ topic: "Jobs" }, STATUSES).topic).toBe("");
    expect(filterQuery(parseFilters({ status: "confirmed", topic: "jobs" }, ["confirmed"]), { page: 2 })).toBe(
      "?status=confirmed&topic=jobs&page=2",
    );
  });

  it("writes a query string back, leaving out empty values and page 1", () => {
    const filters = parseFilters({ q: "a b", status: "new" }, STATUSES);
    expect(filterQuery(filters)).toBe("?q=a+b&status=new");
    expect(filterQuery(filters, { page: 2 })).toBe("?q=a+b&status=new&page=2");
    expect(filterQuery(parseFilters({}, STATUSES))).toBe("");
  });

  it("includes both days of a date range, in India time", () => {
    const range = createdRange(parseFilters({ from: "2026-03-01", to: "2026-03-01" }, STATUSES));
    expect(range?.gte?.toISOString()).toBe("2026-02-28T18:30:00.000Z");
    expect(range?.lt?.toISOString()).toBe("2026-03-01T18:30:00.000Z");
  });

  it("requires every search word to match one of the fields", () => {
    const where = commonWhere(parseFilters({ q: "asha gupta", status: "new" }, STATUSES), {
      statusField: "status",
      searchFields: ["firstName", "emailAddress"],
    });
    expect(where).toEqual({
      status: "new",
      AND: [
        { OR: [{ firstName: { contains: "asha" } }, { emailAddress: { contains: "asha" } }] },
        { OR: [{ firstName: { contains: "gupta" } }, { emailAddress: { contains: "gupta" } }] },
      ],
    });
  });
});

describe("the search by phone", () => {
  const where = (q: string) =>
    commonWhere(parseFilters({ q }, STATUSES), { searchFields: ["firstName"], phoneFields: ["phoneNumber"] });

  it("looks for a whole number however it is written, by its ten digits for India", () => {
    for (const q of ["+91 98765 43210", "98765-43210", "(098765) 43210", "9876543210"]) {
      expect(where(q)).toEqual({ AND: [{ OR: [{ phoneNumber: { contains: "9876543210" } }] }] });
    }
    expect(where("+44 20 7946 0958")).toEqual({ AND: [{ OR: [{ phoneNumber: { contains: "442079460958" } }] }] });
  });

  it("looks for words, and part of a number, in the phone too", () => {
    expect(where("asha 43210")).toEqual({
      AND: [
        { OR: [{ firstName: { contains: "asha" } }, { phoneNumber: { contains: "asha" } }] },
        { OR: [{ firstName: { contains: "43210" } }, { phoneNumber: { contains: "43210" } }] },
      ],
    });
  });
});

describe("operator dates", () => {
  it("finds the calendar day and the week's Monday in India time", () => {
    expect(dayOf(new Date("2026-11-22T20:00:00Z"))).toBe("2026-11-23");
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(startOfDay("2026-11-23").toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });
});
