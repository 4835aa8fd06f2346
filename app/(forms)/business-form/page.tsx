import { BusinessWizard } from "@/components/wizard/business-wizard";
import { wizardMetadata } from "@/lib/content/wizard/pages";
import { hasBookingHours } from "@/lib/features/booking";

export const metadata = wizardMetadata("business");

// Static: rendered again when booking hours change (the thank-you step offers a call only while someone has hours).
export default async function Page() {
  return <BusinessWizard bookingOpen={await hasBookingHours()} />;
}
