// How a data request names its person in the audit trail: never by the address (the trail
// outlives an erasure), by a keyed hash of it, so the rows of one person's requests can be
// matched by hashing the address again, and nobody can read an address out of the trail.
import { keyedHash } from "../../core/tokens";
import { normaliseEmail } from "../../validation/email";

export function personAuditRecord(email: string): { kind: string; id: string } {
  return { kind: "person", id: keyedHash(`audit-person:${normaliseEmail(email)}`).slice(0, 24) };
}
