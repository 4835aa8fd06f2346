// The "navigation state" of spec 001 (2.7): what one account screen hands the next (the e-mail,
// the code, the introduction token), kept in sessionStorage so it never appears in a URL.
export type FlowState = { email?: string; code?: string; introductionToken?: string };

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

export function clearFlow(): void {
  window.sessionStorage.removeItem(KEY);
}
