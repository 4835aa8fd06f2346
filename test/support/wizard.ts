// Requests and sample bodies for the wizard handler tests. Each request comes from its own IP,
// so one test's rate limits never touch another's.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { decryptBuffer, fileContext, MAGIC } from "@/lib/core/storage/encryption";
import { storageKeyring } from "@/lib/core/storage/keys";
import { APPLICANT, BUSINESS_ANSWERS, CAREER_ANSWERS } from "./career-answers.mjs";

export const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
export const uploadDir = process.env.UPLOAD_DIR ?? "";
export const fixture = (name: string) => fs.readFileSync(path.resolve("e2e/fixtures", name));

let ipCounter = 0;
const nextIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const baseHeaders = () => ({ host: "localhost:3000", "x-client-ip": nextIp() });

type Handler<C> = (request: Request, context: C) => Promise<Response>;
export type Answer = { status: number; body: Record<string, unknown> };

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function postJson(handler: Handler<unknown>, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const request = new Request("http://localhost:3000/api/form", {
    method: "POST",
    headers: { "content-type": "application/json", ...baseHeaders(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return answer(await handler(request, undefined));
}

export type UploadPart = { field?: string; name: string; bytes: Buffer; type?: string };

export async function upload(
  handler: Handler<{ params: Promise<{ id: string }> }>,
  id: string,
  parts: UploadPart | UploadPart[],
  headers: Record<string, string> = {},
): Promise<Answer> {
  const form = new FormData();
  for (const part of Array.isArray(parts) ? parts : [parts]) {
    form.append(part.field ?? "resume", new Blob([new Uint8Array(part.bytes)], { type: part.type ?? "application/octet-stream" }), part.name);
  }
  const request = new Request(`http://localhost:3000/api/upload/${encodeURIComponent(id)}`, {
    method: "POST",
    headers: { ...baseHeaders(), ...headers },
    body: form,
  });
  return answer(await handler(request, { params: Promise.resolve({ id }) }));
}

let emailCounter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}-${++emailCounter}-${Date.now().toString(36)}@example.com`;

const person = <K extends string>(emailKey: K, prefix: string) => ({
  ...APPLICANT,
  ...({ [emailKey]: uniqueEmail(prefix) } as Record<K, string>),
});

export const careerBody = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  ...person("emailAddress", "career"),
  ...CAREER_ANSWERS,
  ...overrides,
});

export const businessBody = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  ...person("emailAddress", "business"),
  ...BUSINESS_ANSWERS,
  description: "We need <b>five</b> store managers.",
  ...overrides,
});

export const partnershipBody = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  ...person("email", "partner"),
  visit: "fewTime",
  company: "Ravi Kumar",
  industry: "Education",
  partnershipType: "referral",
  POCemail: "poc@example.com",
  currentWork: "yes",
  organization: "Acme",
  position: "CTO",
  reason: "Growth",
  description: "Joint training programmes",
  purpose: "Skill Upgradation",
  about: "web",
  agreement: true,
  ...overrides,
});

/** The plain bytes of a stored file, which must be encrypted on disk (lib/core/storage/encryption.ts). */
export async function storedBytes(key: string | null): Promise<Buffer> {
  const raw = fs.readFileSync(path.join(uploadDir, key ?? ""));
  expect(raw.subarray(0, MAGIC.length)).toEqual(MAGIC);
  return decryptBuffer(
    raw,
    storageKeyring({ storageKey: process.env.STORAGE_KEY, storageKeysOld: [], varDir: process.env.VAR_DIR ?? "" }),
    fileContext(key ?? ""),
  );
}

/** Every file under the upload directory, relative to it (scratch files included). */
export function filesOnDisk(): string[] {
  if (!fs.existsSync(uploadDir)) return [];
  return (fs.readdirSync(uploadDir, { recursive: true }) as string[]).filter((name) => fs.statSync(path.join(uploadDir, name)).isFile()).sort();
}

/** Empties the three submission tables, the work items and feedback that point at their rows first. */
export async function clearSubmissions(): Promise<void> {
  await db.workItem.deleteMany();
  await db.feedback.deleteMany();
  await db.careerApplication.deleteMany();
  await db.businessEnquiry.deleteMany();
  await db.partnershipEnquiry.deleteMany();
}

export async function clearTables(): Promise<void> {
  await db.outboxMail.deleteMany();
  await clearSubmissions();
  fs.rmSync(uploadDir, { recursive: true, force: true });
}
