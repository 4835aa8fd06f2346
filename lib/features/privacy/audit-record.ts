// How a data request names its person in the audit trail: never by the address (the trail
// outlives an erasure), by a keyed hash of it, so the rows of one person's requests can be
// matched by hashing the address again, and nobody can read an address out of the trail.
import { keyedHash } from "../../core/tokens";
import { normaliseEmail } from "../../validation/email";

export function personAuditRecord(email: string): { kind: string; id: string } {
  return { kind: "person", id: keyedHash(`audit-person:${normaliseEmail(email)}`).slice(0, 24) };
}

/**
 * What stands for an erased person's address in rows that stay (the audit trail, invitations and
 * campaigns they sent as an operator): the same for every row of that person, never the address.
 */
export function erasedPersonMarker(email: string): string {
  return `[erased person ${personAuditRecord(email).id}]`;
}
