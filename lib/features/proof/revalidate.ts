// Every page that shows proof of work is rendered again after any change to it: the service pages,
// /about and /case-studies are prerendered, and a case study may move between services, so the
// whole short list is cheaper to name than to work out.
import "server-only";
import { PROOF_PAGES } from "../../content/proof";
import { revalidatePages } from "../../core/revalidate";

export function revalidateProof(): void {
  revalidatePages([...PROOF_PAGES, "/sitemap.xml"]);
}
