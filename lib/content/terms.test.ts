import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_DETAILS } from "./site";
import { termsSections } from "./terms";

const contact = (grievanceOfficer: { name: string; email: string }) =>
  termsSections({ ...DEFAULT_COMPANY_DETAILS, grievanceOfficer }).find(
    (section) => section.id === "contact-and-updates",
  )?.parts[0]?.body;

describe("the terms' Grievance Officer", () => {
  it("is the officer the operator named, reached at their own address", () => {
    expect(contact({ name: "Meera Joshi", email: "grievance@example.com" })).toEqual([
      "Questions about these terms, requests about your personal data and complaints go to our Grievance " +
        "Officer, Meera Joshi:",
      [
        "E-mail: grievance@example.com",
        "Phone: +91 98765 43210",
        "Post: Solutions At One Place, 2nd Floor, Swaroop Nagar Business Centre, Swaroop Nagar, Kanpur, Uttar " +
          "Pradesh 208002, India",
      ],
    ]);
  });

  it("says plainly that none is named yet, and where to write until then", () => {
    const body = contact({ name: "", email: "" });
    expect(body?.[0]).toBe(
      "No Grievance Officer has been named yet. Until one is, send questions about these terms, requests about " +
        "your personal data and complaints to us; we acknowledge and resolve them within the times the Privacy " +
        "Policy states:",
    );
    expect(body?.[1]).toContain("E-mail: info@solutionsatoneplace.in");
  });
});
