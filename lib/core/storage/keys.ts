// The file store's keys: STORAGE_KEY (and STORAGE_KEYS_OLD) when set; otherwise, for a site on one
// machine with no configuration, a random key kept in var/storage-key, like the app secret
// (lib/core/tokens.ts). Shared deployments must set it (lib/core/config.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { keyring, type Keyring } from "./encryption";

export type KeySettings = { storageKey?: string; storageKeysOld: string[]; varDir: string };

function generatedKey(varDir: string): string {
  const file = path.join(varDir, "storage-key");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(varDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
    } catch {
      // Another process wrote it first: use theirs.
    }
    return fs.readFileSync(file, "utf8").trim();
  }
}

export function storageKeyring({ storageKey, storageKeysOld, varDir }: KeySettings): Keyring {
  return keyring(storageKey ?? generatedKey(varDir), storageKeysOld);
}
