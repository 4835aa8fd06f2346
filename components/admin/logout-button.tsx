"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/lib/client/post-json";
import { ADMIN_AREA } from "@/lib/content/admin";
import { Button } from "@/components/ui/button";

/** Ends the operator's session and leaves the operator area for the login page. */
export function AdminLogoutButton() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function logout() {
    setBusy(true);
    setError("");
    const result = await postJson("/api/auth/logout", {});
    if (result.ok) {
      router.replace("/login");
      router.refresh();
      return;
    }
    setBusy(false);
    setError(result.error || ADMIN_AREA.logOutFailed);
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
