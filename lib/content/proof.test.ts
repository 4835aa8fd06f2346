import { describe, expect, it } from "vitest";
import { BUSINESS_CONSULTING } from "./business-consulting";
import { DIGITAL_MARKETING } from "./digital-marketing";
import { IT_CONSULTING } from "./it-consulting";
import type { PageMeta, ProofSection } from "./marketing";
import { HEALTHCARE, IT_RECRUITMENT, NON_IT_RECRUITMENT } from "./recruitment-lines";
import { CASE_STUDY_SERVICES, servicePath } from "./proof";
import { RECRUITMENT } from "./recruitment";

type Page = { meta: PageMeta; sections: ReadonlyArray<{ kind: string } | ProofSection> };

const SERVICE_PAGES: Page[] = [
  IT_CONSULTING,
  BUSINESS_CONSULTING,
  DIGITAL_MARKETING,
  RECRUITMENT,
  IT_RECRUITMENT,
  NON_IT_RECRUITMENT,
  HEALTHCARE,
];

const bandOf = (page: Page) => page.sections.find((section): section is ProofSection => section.kind === "proof");

describe("the services a case study belongs to", () => {
  it("are the service pages, named as the pages name themselves", () => {
    expect(CASE_STUDY_SERVICES.map((service) => [servicePath(service.value), service.label])).toEqual(
      SERVICE_PAGES.map((page) => [page.meta.path, page.meta.title]),
    );
  });

  it("each show on their own page, and the recruitment page shows every kind of hiring", () => {
    for (const service of CASE_STUDY_SERVICES) {
      const page = SERVICE_PAGES.find((candidate) => candidate.meta.path === servicePath(service.value));
      expect(page && bandOf(page)?.services, service.value).toContain(service.value);
    }
    expect(bandOf(RECRUITMENT)?.services).toEqual([
      "recruitment",
      "it-recruitment",
      "non-it-recruitment",
      "healthcare",
    ]);
  });
});
