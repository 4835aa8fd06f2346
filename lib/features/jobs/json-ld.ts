// schema.org JobPosting for a job's page, with Google's required fields (title, description,
// datePosted, hiringOrganization, jobLocation, or applicantLocationRequirements for remote work)
// and the recommended ones (validThrough, employmentType, baseSalary when given, identifier).
import "server-only";
import { jobPath } from "../../content/jobs";
import { COMPANY } from "../../content/site";
import type { Job } from "../../generated/prisma/client";
import { descriptionBlocks } from "./text";

const COUNTRY = "IN";

function place(location: string) {
  const [locality, region] = location.split(",").map((part) => part.trim());
  return {
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: locality,
      ...(region ? { addressRegion: region } : {}),
      addressCountry: COUNTRY,
    },
  };
}

function salary(job: Pick<Job, "salaryMin" | "salaryMax">) {
  if (job.salaryMin == null && job.salaryMax == null) return {};
  const value =
    job.salaryMin != null && job.salaryMax != null && job.salaryMin !== job.salaryMax
      ? { minValue: job.salaryMin, maxValue: job.salaryMax }
      : { value: job.salaryMin ?? job.salaryMax };
  return {
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", ...value, unitText: "YEAR" },
    },
  };
}

/** Plain text with its paragraphs and list items on their own lines (Google accepts plain text). */
const plainDescription = (description: string) =>
  descriptionBlocks(description)
    .map((block) => (block.kind === "paragraph" ? block.text : block.items.map((item) => `• ${item}`).join("\n")))
    .join("\n\n");

export function jobPostingJsonLd(job: Job, siteUrl: string): Record<string, unknown> {
  const remote = job.workplace === "remote";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: plainDescription(job.description),
    identifier: { "@type": "PropertyValue", name: COMPANY.name, value: job.id },
    datePosted: (job.opensAt ?? job.createdAt).toISOString(),
    validThrough: job.closesAt.toISOString(),
    employmentType: job.employmentType,
    hiringOrganization: { "@type": "Organization", name: COMPANY.name, sameAs: siteUrl, logo: `${siteUrl}/logo.svg` },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : { jobLocation: place(job.location) }),
    ...salary(job),
    experienceRequirements:
      job.experienceMin > 0
        ? { "@type": "OccupationalExperienceRequirements", monthsOfExperience: job.experienceMin * 12 }
        : "no requirements",
    directApply: true,
    url: `${siteUrl}${jobPath(job.slug)}`,
  };
}
