// The launch checklist's one question about case studies, answered by the proof-of-work feature
// (issue 26 item 2): the site shows none until one is published.
import "server-only";
import { countPublishedCaseStudies as countPublished } from "../proof";

/** How many case studies the public site shows. */
export async function countPublishedCaseStudies(): Promise<number> {
  return countPublished();
}
