"use client";

// The review, feedback and thank-you steps come after two filled-in steps: their code is fetched on
// the visitor's first press, key or focus, not with the page (#39). A step change waits for it, so
// the new step's heading is there to take the focus.
import { useCallback, useEffect, useRef, useState } from "react";

type LaterSteps = typeof import("./later-steps");

const INTERACTIONS = ["pointerdown", "keydown", "focusin"] as const;

export function useLaterSteps() {
  const [steps, setSteps] = useState<LaterSteps | null>(null);
  const loading = useRef<Promise<LaterSteps> | null>(null);
  const load = useCallback(
    () =>
      (loading.current ??= import("./later-steps").then(
        (module) => {
          setSteps(module);
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
  return { steps, load };
}
