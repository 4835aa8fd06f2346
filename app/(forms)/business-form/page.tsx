import { BusinessWizard } from "@/components/wizard/business-wizard";
import { wizardMetadata } from "@/lib/content/wizard/pages";

export const metadata = wizardMetadata("business");

export default function Page() {
  return <BusinessWizard />;
}
