// Verifies a Google ID token with node:crypto: RS256 signature against the keys published at
// GOOGLE_JWKS_URL (Google's by default; tests serve their own), audience, issuer, expiry and a
// verified e-mail. Keys are cached and fetched again when a token names an unknown key id.
import "server-only";
import { createPublicKey, verify, type JsonWebKey, type KeyObject } from "node:crypto";
import { normaliseEmail } from "../../validation/email";
import { config } from "../../core/config";

export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];
const KEYS_TTL_MS = 60 * 60 * 1000;
const MIN_REFETCH_MS = 30 * 1000;
const CLOCK_SKEW_S = 60;

export type GoogleIdentity = { sub: string; email: string; name: string };
export class GoogleTokenError extends Error {}

// Getters of config: read at request time (README).
export const googleClientId = () => config.googleClientId;
const jwksUrl = () => config.googleJwksUrl;

type KeyCache = { url: string; keys: Map<string, KeyObject>; fetchedAt: number };
const state = globalThis as unknown as { __googleKeys?: KeyCache };

async function fetchKeys(url: string): Promise<KeyCache> {
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(5000) }).catch(
    (error: unknown) => {
      throw new GoogleTokenError(`JWKS unreachable: ${error instanceof Error ? error.message : "unknown error"}`);
    },
  );
  if (!response.ok) throw new GoogleTokenError(`JWKS answered ${response.status}`);
  const body = (await response.json()) as { keys?: Array<JsonWebKey & { kid?: string }> };
  const keys = new Map<string, KeyObject>();
  for (const jwk of body.keys ?? []) {
    if (jwk.kty !== "RSA" || typeof jwk.kid !== "string") continue;
    keys.set(jwk.kid, createPublicKey({ key: jwk, format: "jwk" }));
  }
  return { url, keys, fetchedAt: Date.now() };
}

async function keyFor(kid: string): Promise<KeyObject> {
  const url = jwksUrl();
  let cache = state.__googleKeys;
  const stale = !cache || cache.url !== url || Date.now() - cache.fetchedAt > KEYS_TTL_MS;
  const unknownKid = cache && !cache.keys.has(kid) && Date.now() - cache.fetchedAt > MIN_REFETCH_MS;
  if (stale || unknownKid) cache = state.__googleKeys = await fetchKeys(url);
  const key = cache?.keys.get(kid);
  if (!key) throw new GoogleTokenError("unknown signing key");
  return key;
}

function decodePart(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new GoogleTokenError("malformed token");
  return value as Record<string, unknown>;
}

export async function verifyGoogleIdToken(token: string, audience = googleClientId(), now = Date.now()): Promise<GoogleIdentity> {
  if (!audience) throw new GoogleTokenError("Google sign-in is not configured");
  const parts = token.split(".");
  if (parts.length !== 3) throw new GoogleTokenError("malformed token");
  const [head, body, signature] = parts as [string, string, string];
  let header: Record<string, unknown>;
  let claims: Record<string, unknown>;
  try {
    header = decodePart(head);
    claims = decodePart(body);
  } catch {
    throw new GoogleTokenError("malformed token");
  }
  if (header.alg !== "RS256" || typeof header.kid !== "string") throw new GoogleTokenError("unexpected algorithm");
  const key = await keyFor(header.kid);
  if (!verify("RSA-SHA256", Buffer.from(`${head}.${body}`), key, Buffer.from(signature, "base64url"))) {
    throw new GoogleTokenError("bad signature");
  }
  const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!aud.includes(audience)) throw new GoogleTokenError("wrong audience");
  if (typeof claims.iss !== "string" || !GOOGLE_ISSUERS.includes(claims.iss)) throw new GoogleTokenError("wrong issuer");
  const nowS = Math.floor(now / 1000);
  if (typeof claims.exp !== "number" || claims.exp + CLOCK_SKEW_S < nowS) throw new GoogleTokenError("expired");
  if (typeof claims.iat === "number" && claims.iat - CLOCK_SKEW_S > nowS) throw new GoogleTokenError("issued in the future");
  if (claims.email_verified !== true && claims.email_verified !== "true") throw new GoogleTokenError("email not verified");
  if (typeof claims.sub !== "string" || typeof claims.email !== "string" || !claims.sub || !claims.email) {
    throw new GoogleTokenError("missing subject or email");
  }
  const email = normaliseEmail(claims.email);
  const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 100) : email.split("@")[0] ?? email;
  return { sub: claims.sub, email, name };
}
