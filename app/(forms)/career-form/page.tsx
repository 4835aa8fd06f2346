import { CareerWizard } from "@/components/wizard/career-wizard";
import { wizardMetadata } from "@/lib/content/wizard/pages";

export const metadata = wizardMetadata("career");

export default function Page() {
  return <CareerWizard />;
}
