"use client";

import { wizardCopy } from "@/lib/content/wizard/define";
import { CAREER_WIZARD } from "@/lib/content/wizard/career";
import { applyPreset } from "@/lib/validation/job-apply";
import { pageSchemas } from "@/lib/validation/wizard/schemas";
import { Wizard } from "./wizard";

const copy = wizardCopy(CAREER_WIZARD);
const schemas = pageSchemas(CAREER_WIZARD);

export function CareerWizard() {
  return <Wizard copy={copy} schemas={schemas} preset={applyPreset} fromProfile />;
}
