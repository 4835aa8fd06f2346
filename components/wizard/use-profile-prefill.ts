"use client";

import { useEffect, useState } from "react";
import { useAccount } from "@/components/layout/use-account";
import { PROFILE_API, PROFILE_WIZARD_FIELDS, type ProfilePrefill } from "@/lib/content/saved-resume";

/**
 * The career wizard's start from a signed-in applicant's saved profile (GET /api/account/profile):
 * fills the fields `canFill` allows (those the visitor has not typed in) and returns the saved
 * resume's name (null when there is none), which the wizard offers instead of choosing a file.
 * Asked only once an account is known.
 */
export function useProfilePrefill(
  enabled: boolean,
  fill: (name: string, value: string) => void,
  canFill: (name: string) => boolean,
): string | null {
  const account = useAccount();
  const [resumeName, setResumeName] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled || !account) return;
    let live = true;
    void fetch(PROFILE_API, { cache: "no-store", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ profile?: ProfilePrefill | null }>) : null))
      .then((body) => {
        const profile = body?.profile;
        if (!live || !profile) return;
        for (const name of PROFILE_WIZARD_FIELDS) {
          const value = profile[name];
          if (value !== undefined && value !== "" && canFill(name)) fill(name, String(value));
        }
        setResumeName(profile.resumeName);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // Runs once per account answer; the callbacks are the same on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, account]);
  return resumeName;
}
