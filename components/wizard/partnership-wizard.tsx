"use client";

import { wizardCopy } from "@/lib/content/wizard/define";
import { PARTNERSHIP_WIZARD } from "@/lib/content/wizard/partnership";
import { pageSchemas } from "@/lib/validation/wizard/schemas";
import { Wizard } from "./wizard";

const copy = wizardCopy(PARTNERSHIP_WIZARD);
const schemas = pageSchemas(PARTNERSHIP_WIZARD);

export function PartnershipWizard() {
  return <Wizard copy={copy} schemas={schemas} />;
}
