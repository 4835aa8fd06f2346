// argon2id hashing. An unknown e-mail is checked against a dummy hash so a wrong address
// costs the same time as a wrong password and timing does not tell them apart.
import "server-only";
import { hash, verify, type Algorithm } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hashPassword(randomBytes(16).toString("hex")));

/** True only for a stored hash that matches; with no hash the work is done against a dummy. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return ok && Boolean(stored);
  } catch {
    return false;
  }
}

/** Spends one hash's time without storing anything (sign-up of an address that has an account). */
export async function spendHashTime(password: string): Promise<void> {
  await hashPassword(password);
}
