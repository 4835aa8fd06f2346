import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteShell } from "@/components/layout/site-shell";

export const metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundMessage />
    </SiteShell>
  );
}
