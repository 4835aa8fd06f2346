import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_DETAILS } from "../../content/site";
import { organizationJsonLd } from "./json-ld";

describe("the Organization JSON-LD", () => {
  it("says how to reach the company and carries no testimonial, sample or saved", () => {
    const own = { name: "Asha Gupta", role: "HR Head", text: "Quick and careful." };
    for (const details of [DEFAULT_COMPANY_DETAILS, { ...DEFAULT_COMPANY_DETAILS, testimonials: [own] }]) {
      const data = organizationJsonLd(details, "https://www.example.com");
      expect(data).toMatchObject({ "@type": "Organization", telephone: details.phone, email: details.email });
      const text = JSON.stringify(data);
      for (const item of details.testimonials) {
        expect(text).not.toContain(item.name);
        expect(text).not.toContain(item.text);
      }
      expect(text).not.toMatch(/review|rating/i);
    }
  });
});
