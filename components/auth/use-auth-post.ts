"use client";

import { useState } from "react";
import { postJson, type PostResult } from "@/lib/client/post-json";
import { showServerError } from "./notify";

/** Posts to an /api/auth endpoint once at a time; a failure shows the server's sentence as a toast. */
export function useAuthPost() {
  const [busy, setBusy] = useState(false);
  async function send<T>(url: string, body: unknown): Promise<PostResult<T>> {
    setBusy(true);
    try {
      const result = await postJson<T>(url, body);
      if (!result.ok) showServerError(result.error);
      return result;
    } finally {
      setBusy(false);
    }
  }
  return { busy, send };
}

export const SUBMIT_CLASS =
  "w-full rounded-md bg-primary px-5 py-3 font-semibold text-primary-foreground hover:opacity-90 disabled:opacity-60";
export const LINK_CLASS = "font-semibold text-primary underline";
