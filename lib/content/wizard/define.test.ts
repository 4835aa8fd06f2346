import { describe, expect, it } from "vitest";
import { BUSINESS_WIZARD } from "./business";
import { CAREER_WIZARD } from "./career";
import { listColumns, searchFields, staffLabels, wizardCopy } from "./define";
import { PARTNERSHIP_WIZARD } from "./partnership";

describe("a wizard's definition", () => {
  it("gives the operator every stored field once, in the form's order, with the operator's labels", () => {
    // Whole lists would make this test one more file to touch per new field; the order is the definition's.
    const career = staffLabels(CAREER_WIZARD);
    expect(career.slice(0, 7)).toEqual([
      ["firstName", "First name"],
      ["lastName", "Last name"],
      ["gender", "Gender"],
      ["location", "Location"],
      ["phoneNumber", "Phone"],
      ["emailAddress", "E-mail"],
      ["visit", "Visited before"],
    ]);
    expect(career).toEqual(
      expect.arrayContaining([
        ["industry", "Industry"],
        ["position", "Position"],
        ["experience", "Experience (years)"],
        ["relevantExperience", "Relevant experience (years)"],
        ["currentCompany", "Current company"],
        ["noticePeriod", "Notice period"],
        ["purpose", "Purpose"],
        ["about", "How they heard of us"],
      ]),
    );
    expect(career.map(([field]) => field)).toEqual(
      Object.keys(CAREER_WIZARD.fields).filter((field) => field !== "aggreement"),
    );
    expect(staffLabels(BUSINESS_WIZARD).map(([, label]) => label)).toEqual(
      expect.arrayContaining([
        "Visited before",
        "Company",
        "Service",
        "Industry",
        "Position",
        "Point-of-contact e-mail",
        "Timeline",
        "Description",
        "Approached a similar company before",
        "How they heard of us",
      ]),
    );
    expect(staffLabels(PARTNERSHIP_WIZARD).map(([, label]) => label)).toEqual(
      expect.arrayContaining([
        "E-mail",
        "Visited before",
        "Company or name",
        "Industry",
        "Partnership type",
        "Point-of-contact e-mail",
        "Works somewhere now",
        "Organisation",
        "Current position",
        "Reason",
        "Description",
        "Purpose",
        "How they heard of us",
      ]),
    );
  });

  it("names the list's columns and the searched addresses", () => {
    expect(listColumns(BUSINESS_WIZARD)).toEqual([
      ["company", "Company"],
      ["service", "Service"],
    ]);
    expect(listColumns(PARTNERSHIP_WIZARD)).toEqual([
      ["company", "Company or name"],
      ["partnershipType", "Partnership type"],
    ]);
    expect(searchFields(CAREER_WIZARD)).toEqual(["firstName", "lastName", "emailAddress"]);
    expect(searchFields(PARTNERSHIP_WIZARD)).toEqual(["firstName", "lastName", "email", "POCemail"]);
  });

  it("gives the page its three quick questions, two steps of inputs and the agreement's name", () => {
    const copy = wizardCopy(CAREER_WIZARD);
    expect(copy.left.map((q) => [q.field, q.label])).toEqual([
      ["visit", "Visited before"],
      ["purpose", "Purpose"],
      ["about", "How you got to know about us"],
    ]);
    expect(copy.steps[0].fields.map((f) => f.name)).toEqual([
      "firstName",
      "lastName",
      "gender",
      "location",
      "phoneNumber",
      "emailAddress",
    ]);
    expect(copy.steps[1].fields.map((f) => f.name)).toEqual(
      expect.arrayContaining([
        "industry",
        "position",
        "experience",
        "relevantExperience",
        "currentCompany",
        "noticePeriod",
      ]),
    );
    expect(copy.steps[1].fields.map((f) => f.name)).not.toContain("purpose");
    expect(copy.steps[1].fields[0]).toMatchObject({ name: "industry", label: "Industry", kind: "text" });
    expect(copy.agreementField).toBe("aggreement");
    expect(wizardCopy(BUSINESS_WIZARD).left.map((q) => q.field)).toEqual(["about", "purpose", "about2"]);
  });
});
