import { describe, expect, it } from "vitest";
import { recruitmentWithTestimonials } from "./recruitment";
import { DEFAULT_COMPANY_DETAILS, isSampleTestimonial, shownTestimonials, type CompanyDetails } from "./site";

const SAMPLES = DEFAULT_COMPANY_DETAILS.testimonials;
const REAL = { name: "Asha Gupta", role: "HR Head", text: "Quick and careful." };
const saved = (testimonials: CompanyDetails["testimonials"]): CompanyDetails => ({ ...DEFAULT_COMPANY_DETAILS, phone: "+91 91234 56789", testimonials });

describe("the testimonials the site shows", () => {
  it("are the samples until the operator first saves the company details", () => {
    expect(shownTestimonials(null)).toEqual(SAMPLES);
  });

  it("never include a sample once the details are saved, even when the form kept them", () => {
    expect(shownTestimonials(saved(SAMPLES))).toEqual([]);
    expect(shownTestimonials(saved([SAMPLES[1]!, REAL]))).toEqual([REAL]);
  });

  it("know a sample by its quote, so a real client with a sample's name still shows", () => {
    expect(isSampleTestimonial({ ...REAL, text: ` ${SAMPLES[0]!.text} ` })).toBe(true);
    expect(isSampleTestimonial({ ...SAMPLES[0]!, text: "Our own words." })).toBe(false);
  });
});

describe("the recruitment page's testimonials section", () => {
  const testimonialSections = (items: CompanyDetails["testimonials"]) =>
    recruitmentWithTestimonials(items).sections.filter((section) => section.kind === "section" && section.id === "testimonials");

  it("shows the testimonials it is given in place of the samples", () => {
    expect(testimonialSections([REAL])).toEqual([expect.objectContaining({ blocks: [{ kind: "testimonials", items: [REAL] }] })]);
  });

  it("is left out when there are none to show", () => {
    expect(testimonialSections([])).toEqual([]);
  });
});
