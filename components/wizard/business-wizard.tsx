"use client";

import { wizardCopy } from "@/lib/content/wizard/define";
import { BUSINESS_WIZARD } from "@/lib/content/wizard/business";
import { pageSchemas } from "@/lib/validation/wizard/schemas";
import { Wizard } from "./wizard";

const copy = wizardCopy(BUSINESS_WIZARD);
const schemas = pageSchemas(BUSINESS_WIZARD);

/** `bookingOpen`: the thank-you step offers to book a call (someone has booking hours). */
export function BusinessWizard({ bookingOpen }: { bookingOpen: boolean }) {
  return <Wizard copy={copy} schemas={schemas} bookingOpen={bookingOpen} />;
}
