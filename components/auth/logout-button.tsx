"use client";

import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { AUTH_COPY } from "@/lib/content/auth";
import { useAuthPost } from "./use-auth-post";

export function LogoutButton() {
  const router = useRouter();
  const { busy, send } = useAuthPost();
  async function logout() {
    const result = await send("/api/auth/logout", {});
    if (result.ok) router.refresh();
  }
  return (
    <Button type="button" size="lg" onClick={logout} disabled={busy} className="w-full">
      {AUTH_COPY.login.logout}
    </Button>
  );
}
