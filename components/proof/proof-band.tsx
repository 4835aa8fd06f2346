import type { ProofBand } from "@/lib/features/proof/queries";
import { CaseStudyCards } from "./case-study-cards";
import { LogoWall } from "./logo-wall";
import { TeamGrid } from "./team-grid";

/** What a proof band of a marketing page shows, or its `empty` sentence while nothing is published. */
export function ProofBandView({ band, empty }: { band: ProofBand; empty?: string }) {
  if (band.items.length === 0) return <p className="text-lg text-muted-foreground">{empty}</p>;
  switch (band.of) {
    case "case-studies":
      return <CaseStudyCards items={band.items} />;
    case "team":
      return <TeamGrid items={band.items} />;
    case "client-logos":
      return <LogoWall items={band.items} />;
  }
}
