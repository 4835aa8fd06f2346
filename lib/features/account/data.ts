// "Download my data": the tables and rows the operator's data requests walk (lib/features/privacy),
// for the signed-in account's address, as one JSON document. Besides the secrets every export
// leaves out (password, code and token hashes), a visitor's copy leaves out where files are stored
// and what mails said (PersonTable.internal).
import "server-only";
import { db } from "../../core/db";
import { fileStore } from "../../core/storage";
import { exportDocument, findPerson } from "../privacy";

export async function exportData(userId: string) {
  const { email } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  return exportDocument(await findPerson(db, fileStore, email), new Date(), "visitor");
}
