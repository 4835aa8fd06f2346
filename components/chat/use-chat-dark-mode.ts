"use client";

import { useCallback, useState } from "react";

// The spec's key and format: the string "true" or "false", independent of the site theme.
const STORAGE_KEY = "darkMode";

function readStored(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

/** The chat panel's own dark mode. Only read on the client: the panel is never server rendered. */
export function useChatDarkMode() {
  const [dark, setDark] = useState(readStored);
  const toggle = useCallback(() => {
    try {
      localStorage.setItem(STORAGE_KEY, String(!dark));
    } catch {
      // Storage blocked: the choice lasts as long as the page.
    }
    setDark(!dark);
  }, [dark]);
  return { dark, toggle };
}
