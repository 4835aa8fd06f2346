"use client";

import { wizardCopy } from "@/lib/content/wizard/define";
import { PARTNERSHIP_WIZARD } from "@/lib/content/wizard/partnership";
import { pageSchemas } from "@/lib/validation/wizard/schemas";
import { Wizard } from "./wizard";

const copy = wizardCopy(PARTNERSHIP_WIZARD);
const schemas = pageSchemas(PARTNERSHIP_WIZARD);

/** `bookingOpen`: the thank-you step offers to book a call (someone has booking hours). */
export function PartnershipWizard({ bookingOpen }: { bookingOpen: boolean }) {
  return <Wizard copy={copy} schemas={schemas} bookingOpen={bookingOpen} />;
}
