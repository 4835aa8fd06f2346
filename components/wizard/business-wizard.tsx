"use client";

import { wizardCopy } from "@/lib/content/wizard/define";
import { BUSINESS_WIZARD } from "@/lib/content/wizard/business";
import { pageSchemas } from "@/lib/validation/wizard/schemas";
import { Wizard } from "./wizard";

const copy = wizardCopy(BUSINESS_WIZARD);
const schemas = pageSchemas(BUSINESS_WIZARD);

export function BusinessWizard() {
  return <Wizard copy={copy} schemas={schemas} />;
}
