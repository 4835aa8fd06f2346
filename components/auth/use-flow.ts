"use client";

import { useSyncExternalStore } from "react";
import { adoptResetLink, readFlow, type FlowState } from "./flow-state";

const noop = () => () => undefined;
let cached: { raw: string | null; state: FlowState } = { raw: null, state: {} };

function snapshot(): FlowState {
  adoptResetLink();
  const raw = window.sessionStorage.getItem("auth-flow");
  if (raw !== cached.raw) cached = { raw, state: readFlow() };
  return cached.state;
}

/** The flow state handed over by the previous account screen; null while rendering on the server. */
export function useFlow(): FlowState | null {
  return useSyncExternalStore(noop, snapshot, () => null);
}
