import { describe, expect, it } from "vitest";
import { applyHref, applyPreset } from "./job-apply";
import { jobFilterQuery, jobFormSchema, parseJobFilters, slugOf } from "./jobs";

const FORM = {
  title: " QA Engineer ",
  area: "it",
  location: "Kanpur, Uttar Pradesh",
  employmentType: "CONTRACTOR",
  workplace: "remote",
  experienceMin: "1",
  experienceMax: "3",
  salaryMin: "400000",
  salaryMax: "",
  description: "Test things.",
  closesAt: "2026-12-31",
};

describe("the operator's job form", () => {
  it("turns form strings into a job: numbers, an absent salary, the closing day's end in India", () => {
    const job = jobFormSchema.parse(FORM);
    expect(job).toMatchObject({
      title: "QA Engineer",
      experienceMin: 1,
      experienceMax: 3,
      salaryMin: 400000,
      salaryMax: undefined,
    });
    expect(job.closesAt.toISOString()).toBe("2026-12-31T18:29:59.000Z");
  });

  it("refuses unknown choices, fractions, backwards ranges and a bad date", () => {
    const problems = (changes: Record<string, string>) =>
      jobFormSchema.safeParse({ ...FORM, ...changes }).error?.issues.map((issue) => issue.path.join(".")) ?? [];
    expect(problems({ area: "space" })).toEqual(["area"]);
    expect(problems({ employmentType: "GIG" })).toEqual(["employmentType"]);
    expect(problems({ experienceMin: "1.5" })).toEqual(["experienceMin"]);
    expect(problems({ salaryMin: "900000", salaryMax: "100000" })).toEqual(["salaryMax"]);
    expect(problems({ closesAt: "31/12/2026" })).toEqual(["closesAt"]);
    expect(problems({ closesAt: "2026-02-31" })).toEqual(["closesAt"]);
    expect(problems({ description: "  " })).toEqual(["description"]);
  });

  it("makes slugs of plain lower-case words", () => {
    expect(slugOf("Senior Java Developer (Noida) – 2026!")).toBe("senior-java-developer-noida-2026");
    expect(slugOf("ÉlanÇa Nurse")).toBe("elanca-nurse");
    expect(slugOf("!!!")).toBe("job");
  });
});

describe("the jobs page's filters", () => {
  it("keeps known values, drops the rest, and writes them back without empty ones", () => {
    const filters = parseJobFilters({
      q: "  react   dev ",
      area: "it",
      type: "FREELANCE",
      location: ["Noida", "Pune"],
      page: "2",
    });
    expect(filters).toEqual({ q: "react dev", area: "it", type: "", location: "Noida", page: 2 });
    expect(jobFilterQuery(filters)).toBe("?q=react+dev&area=it&location=Noida&page=2");
    expect(jobFilterQuery(filters, 1)).toBe("?q=react+dev&area=it&location=Noida");
    expect(parseJobFilters({ page: "-4" }).page).toBe(1);
  });
});

describe("applying from a job's page", () => {
  it("round-trips the job, position and industry through the wizard's address, dropping a malformed id", () => {
    const href = applyHref(
      { id: "cm3k2a9x00001abcdxyz0123", title: "Nurse & Midwife", area: "healthcare" },
      "Healthcare",
    );
    const preset = applyPreset(new URL(href, "http://x").searchParams);
    expect(preset).toEqual({ jobId: "cm3k2a9x00001abcdxyz0123", position: "Nurse & Midwife", industry: "Healthcare" });
    expect(applyPreset(new URLSearchParams("job=../../x&position=Tester"))).toEqual({ position: "Tester" });
  });
});
