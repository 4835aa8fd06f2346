// The "navigation state" of spec 001 (2.7): what one account screen hands the next (the e-mail,
// the code, the introduction token), kept in sessionStorage so it never appears in a URL.
export type FlowState = { email?: string; code?: string; introductionToken?: string; resetToken?: string };

const KEY = "auth-flow";

export function readFlow(): FlowState {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? "{}");
    return value && typeof value === "object" ? (value as FlowState) : {};
  } catch {
    return {};
  }
}

export function writeFlow(state: FlowState): void {
  window.sessionStorage.setItem(KEY, JSON.stringify(state));
}

/**
 * A reset mail's link (`/reset-password#token=…`): its token moves into the flow state and out of
 * the address bar, so it is neither kept in the history nor lost on a reload.
 */
export function adoptResetLink(): void {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
  if (!token) return;
  writeFlow({ resetToken: token });
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

export function clearFlow(): void {
  window.sessionStorage.removeItem(KEY);
}
