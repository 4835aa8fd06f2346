"use client";

import { useRouter } from "next/navigation";
import { AUTH_COPY } from "@/lib/content/auth";
import { SUBMIT_CLASS, useAuthPost } from "./use-auth-post";

export function LogoutButton() {
  const router = useRouter();
  const { busy, send } = useAuthPost();
  async function logout() {
    const result = await send("/api/auth/logout", {});
    if (result.ok) router.refresh();
  }
  return (
    <button type="button" onClick={logout} disabled={busy} className={SUBMIT_CLASS}>
      {AUTH_COPY.login.logout}
    </button>
  );
}
