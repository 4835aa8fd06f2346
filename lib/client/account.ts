// The signed-in visitor as the browser sees it: asked from /api/auth/me once per page load, after
// the page is up (static pages stay static), and shared by the navbar, the mobile menu and the
// forms that fill in name and e-mail. A change (new name, log out) is published to all of them.
import { loadSend } from "./form-results";

export type Account = { name: string; email: string };

let pending: Promise<Account | null> | null = null;
const listeners = new Set<(account: Account | null) => void>();

export function loadAccount(): Promise<Account | null> {
  pending ??= fetch("/api/auth/me", { cache: "no-store", headers: { Accept: "application/json" } })
    .then((response) => (response.ok ? (response.json() as Promise<{ account?: Account | null }>) : null))
    .then((body) => body?.account ?? null)
    .catch(() => null);
  return pending;
}

/** After a sign-in: asks again, and tells every part of the page who is signed in now. */
export async function reloadAccount(): Promise<Account | null> {
  pending = null;
  const account = await loadAccount();
  publishAccount(account);
  return account;
}

export function publishAccount(account: Account | null): void {
  pending = Promise.resolve(account);
  for (const listener of listeners) listener(account);
}

export function subscribeAccount(listener: (account: Account | null) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Ends the session and tells every part of the page (the transport is fetched then, as for a form). */
export async function logOut(): Promise<void> {
  await loadSend().then(
    ({ send }) => send("/api/auth/logout", {}),
    () => undefined,
  );
  publishAccount(null);
}
