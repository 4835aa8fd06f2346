import { ButtonLink } from "@/components/ui/button-link";
import { MessagePanel } from "@/components/ui/message-panel";
import { ADMIN_AREA } from "@/lib/content/admin";

export const metadata = { title: ADMIN_AREA.forbiddenPageTitle };

// Where a signed-in visitor without the operator role lands (lib/features/auth/session.ts).
export default function ForbiddenPage() {
  return (
    <MessagePanel title={ADMIN_AREA.forbiddenTitle}>
      <p>{ADMIN_AREA.forbiddenText}</p>
      <ButtonLink href="/">{ADMIN_AREA.backToSite}</ButtonLink>
    </MessagePanel>
  );
}
