// "Download my data": the zip the operator's data requests make (lib/features/privacy/export.ts),
// for the signed-in account's address: data.json and the files the person sent us (resumes,
// images), decrypted and streamed from the file store. Besides the secrets every export leaves out
// (password, code and token hashes), a visitor's copy leaves out where files are stored and what
// mails said (PersonTable.internal).
import "server-only";
import type { Readable } from "node:stream";
import { db } from "../../core/db";
import { fileStore } from "../../core/storage";
import { exportPerson } from "../privacy";

export async function exportData(userId: string): Promise<Readable> {
  const { email } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  return (await exportPerson(db, fileStore, email, "visitor")).zip;
}
