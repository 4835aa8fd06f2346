// Verifies a Google ID token with jose: RS256 signature against the keys published at
// GOOGLE_JWKS_URL (Google's by default; tests serve their own), audience, issuer, expiry and a
// verified e-mail. jose caches the keys for an hour and fetches them again when a token names an
// unknown key id (at most every 30 s).
import "server-only";
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from "jose";
import { bridge } from "../../core/bridge.mjs";
import { config } from "../../core/config";
import { normaliseEmail } from "../../validation/email";

export const GOOGLE_ISSUERS = ["accounts.google.com", "https://accounts.google.com"];
const CLOCK_SKEW_S = 60;

export type GoogleIdentity = { sub: string; email: string; name: string };
export class GoogleTokenError extends Error {}

// Getters of config: read at request time (README).
export const googleClientId = () => config.googleClientId;
const jwksUrl = () => config.googleJwksUrl;

type KeySet = ReturnType<typeof createRemoteJWKSet>;
declare module "../../core/bridge.mjs" {
  interface Bridge {
    googleKeys?: { url: string; keys: KeySet };
  }
}

function keySet(): KeySet {
  const url = jwksUrl();
  if (bridge.googleKeys?.url !== url) {
    const keys = createRemoteJWKSet(new URL(url), {
      cacheMaxAge: 60 * 60 * 1000,
      cooldownDuration: 30 * 1000,
      timeoutDuration: 5000,
    });
    bridge.googleKeys = { url, keys };
  }
  return bridge.googleKeys.keys;
}

export async function verifyGoogleIdToken(
  token: string,
  audience = googleClientId(),
  now = Date.now(),
): Promise<GoogleIdentity> {
  if (!audience) throw new GoogleTokenError("Google sign-in is not configured");
  let claims: JWTPayload;
  try {
    ({ payload: claims } = await jwtVerify(token, keySet(), {
      algorithms: ["RS256"],
      audience,
      issuer: GOOGLE_ISSUERS,
      requiredClaims: ["exp"],
      clockTolerance: CLOCK_SKEW_S,
      currentDate: new Date(now),
    }));
  } catch (error) {
    throw new GoogleTokenError(error instanceof Error ? error.message : "invalid token");
  }
  if (typeof claims.iat === "number" && claims.iat - CLOCK_SKEW_S > Math.floor(now / 1000))
    throw new GoogleTokenError("issued in the future");
  if (claims.email_verified !== true && claims.email_verified !== "true")
    throw new GoogleTokenError("email not verified");
  if (typeof claims.sub !== "string" || typeof claims.email !== "string" || !claims.sub || !claims.email) {
    throw new GoogleTokenError("missing subject or email");
  }
  const email = normaliseEmail(claims.email);
  const name =
    typeof claims.name === "string" && claims.name.trim()
      ? claims.name.trim().slice(0, 100)
      : (email.split("@")[0] ?? email);
  return { sub: claims.sub, email, name };
}
