import { PartnershipWizard } from "@/components/wizard/partnership-wizard";
import { wizardMetadata } from "@/lib/content/wizard/pages";

export const metadata = wizardMetadata("partnership");

export default function Page() {
  return <PartnershipWizard />;
}
