// Where uploads are kept, read from STORAGE_URL: empty for local disk (the default), or
// s3://bucket[/prefix]?endpoint=…&region=…&forcePathStyle=true for any S3-compatible store.
// Credentials never ride in the URL: the AWS SDK reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY.

import { trimEdges } from "../../validation/text";

export type S3Location = {
  bucket: string;
  /** Put before every key, e.g. "site-a/", so one bucket can serve several sites; "" for none. */
  prefix: string;
  endpoint?: string;
  region?: string;
  forcePathStyle: boolean;
};

export type StorageLocation = { kind: "local" } | ({ kind: "s3" } & S3Location);

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;
const REGION = /^[a-z0-9-]{1,40}$/;
const PARAMETERS = new Set(["endpoint", "region", "forcePathStyle"]);

function refuse(reason: string): never {
  throw new Error(
    `STORAGE_URL ${reason}. Leave it empty for local disk, or use s3://bucket?endpoint=https://…&region=…`,
  );
}

export function parseStorageUrl(value: string): StorageLocation {
  if (value.trim() === "") return { kind: "local" };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse("is not a URL");
  }
  if (url.protocol !== "s3:") refuse(`has an unknown scheme "${url.protocol}"`);
  if (url.username || url.password)
    refuse("must not carry credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)");
  if (!BUCKET.test(url.hostname)) refuse(`names no valid bucket ("${url.hostname}")`);
  const prefix = trimEdges(url.pathname, "/");
  if (prefix !== "" && !PREFIX.test(prefix)) refuse(`has a key prefix S3 keys cannot safely carry ("${prefix}")`);
  for (const name of url.searchParams.keys()) if (!PARAMETERS.has(name)) refuse(`has an unknown parameter "${name}"`);
  return {
    kind: "s3",
    bucket: url.hostname,
    prefix: prefix === "" ? "" : `${prefix}/`,
    endpoint: endpointOf(url.searchParams.get("endpoint")),
    region: regionOf(url.searchParams.get("region")),
    forcePathStyle: flagOf(url.searchParams.get("forcePathStyle")),
  };
}

function endpointOf(value: string | null): string | undefined {
  if (value === null) return undefined;
  const endpoint = URL.canParse(value) ? new URL(value) : null;
  if (!endpoint || !["http:", "https:"].includes(endpoint.protocol))
    refuse("has an endpoint that is not an http(s) URL");
  return value;
}

function regionOf(value: string | null): string | undefined {
  if (value !== null && !REGION.test(value)) refuse(`has an invalid region "${value}"`);
  return value ?? undefined;
}

function flagOf(value: string | null): boolean {
  if (value === null || value === "false") return false;
  if (value === "true") return true;
  return refuse(`has forcePathStyle="${value}" (use true or false)`);
}
