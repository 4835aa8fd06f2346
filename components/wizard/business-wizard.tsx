"use client";

import { BUSINESS_WIZARD } from "@/lib/content/wizard/business";
import { businessStep1, businessStep2, businessStep3 } from "@/lib/validation/wizard/business";
import { Wizard } from "./wizard";

export function BusinessWizard() {
  return <Wizard copy={BUSINESS_WIZARD} schemas={[businessStep1, businessStep2, businessStep3]} />;
}
