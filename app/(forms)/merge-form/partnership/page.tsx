import { PartnershipWizard } from "@/components/wizard/partnership-wizard";
import { wizardMetadata } from "@/lib/content/wizard/pages";
import { hasBookingHours } from "@/lib/features/booking";

export const metadata = wizardMetadata("partnership");

// Static: rendered again when booking hours change (the thank-you step offers a call only while someone has hours).
export default async function Page() {
  return <PartnershipWizard bookingOpen={await hasBookingHours()} />;
}
