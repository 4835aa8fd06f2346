"use client";

import { PARTNERSHIP_WIZARD } from "@/lib/content/wizard/partnership";
import { partnershipStep1, partnershipStep2, partnershipStep3 } from "@/lib/validation/wizard/partnership";
import { Wizard } from "./wizard";

export function PartnershipWizard() {
  return <Wizard copy={PARTNERSHIP_WIZARD} schemas={[partnershipStep1, partnershipStep2, partnershipStep3]} />;
}
