// Deleting an account and its data, as the privacy policy on /terms says: the tables and rules are
// the privacy feature's (PERSON_TABLES and each table's onAccountDeletion), the same list the
// operator's data requests walk, so a table added there is never missed here.
import "server-only";
import { db } from "../../core/db";
import { fileStore } from "../../core/storage";
import { deleteOwnData } from "../privacy";

export async function eraseAccount(userId: string): Promise<void> {
  const { email } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  await deleteOwnData(db, fileStore, email);
}
