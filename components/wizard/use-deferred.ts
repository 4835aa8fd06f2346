"use client";

// What the wizard runs only once the visitor acts (deferred.ts) is fetched on the first press, key or
// focus, not with the page (#39). Validation and a step change wait for it, so a message or the new
// step's heading comes as before.
import { useCallback, useEffect, useRef, useState } from "react";

type Deferred = typeof import("./deferred");

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

export function useDeferred() {
  const [loaded, setLoaded] = useState<Deferred | null>(null);
  const loading = useRef<Promise<Deferred> | null>(null);
  const load = useCallback(
    () =>
      (loading.current ??= import("./deferred").then(
        (module) => {
          setLoaded(module);
          return module;
        },
        (error: unknown) => {
          loading.current = null;
          throw error;
        },
      )),
    [],
  );
  useEffect(() => {
    const start = () => void load().catch(() => undefined);
    for (const type of INTERACTIONS) window.addEventListener(type, start, { once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, start);
    };
  }, [load]);
  return { loaded, load };
}
