"use client";

import { useFormSend } from "@/components/ui/use-form-send";
import type { PostResult } from "@/lib/client/form-results";
import { showServerError } from "./notify";

/** Posts to an /api/auth endpoint once at a time; a failure shows the server's sentence as a toast. */
export function useAuthPost() {
  const form = useFormSend();
  async function send<T>(url: string, body: unknown): Promise<PostResult<T>> {
    const result = await form.send<T>(url, body);
    if (!result.ok) showServerError(result.error);
    return result;
  }
  return { busy: form.busy, send };
}

export const LINK_CLASS = "font-semibold text-primary underline";
