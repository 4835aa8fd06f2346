"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useFormSend } from "@/components/ui/use-form-send";
import { ADMIN_AREA } from "@/lib/content/admin";
import { Button } from "@/components/ui/button";

/** Ends the operator's session and leaves the operator area for the login page. */
export function AdminLogoutButton() {
  const router = useRouter();
  const form = useFormSend();
  const [leaving, setLeaving] = useState(false);
  const busy = form.busy || leaving;
  const error = form.outcome?.text;
  async function logout() {
    const result = await form.send("/api/auth/logout", {});
    if (result.ok) {
      setLeaving(true);
      router.replace("/login");
      router.refresh();
      return;
    }
    form.setOutcome({ kind: "error", text: result.error || ADMIN_AREA.logOutFailed });
  }
  return (
    <span className="flex items-center gap-2">
      <Button onClick={logout} disabled={busy} variant="outline" size="sm" className="font-medium">
        {busy ? ADMIN_AREA.loggingOut : ADMIN_AREA.logOut}
      </Button>
      <span role="alert" className="text-sm text-danger">
        {error}
      </span>
    </span>
  );
}
