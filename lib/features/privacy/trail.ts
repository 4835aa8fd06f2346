// Tables whose rows outlive a person's erasure but must lose the address: the audit trail, the
// invitations, campaigns and settings an operator left behind. Each occurrence of the address
// (a whole address, whatever its case, inside any text: ./match.ts) becomes the person's marker;
// the rows themselves stay.
// Invitations sent TO the person are theirs and go whole. Fields that only look like addresses
// are named in ADDRESS_FREE_FIELDS, with why, for test/privacy-coverage.test.ts.
import "server-only";
import { Prisma } from "../../generated/prisma/client";
import { erasedPersonMarker } from "./audit-record";
import { quoted, replaceAddress, rowsMentioning } from "./match";
import { addressTable, type PersonTable } from "./person-table";

/** A table whose rows stay: each address in `columns` becomes the person's marker, row by row. */
export function trailTable(
  kind: string,
  model: Prisma.ModelName,
  idColumn: string,
  columns: string[],
  { internal, ownColumns }: Pick<PersonTable, "internal" | "ownColumns"> = {},
): PersonTable {
  return {
    kind,
    model,
    addressColumns: columns,
    find: (db, { email }) => rowsMentioning(db, model, columns, email),
    erase: (db, rows, email) => {
      const marker = erasedPersonMarker(email);
      return rows.map((row) => {
        const sets = columns.map(
          (column) =>
            Prisma.sql`${quoted(column)} = ${typeof row[column] === "string" ? replaceAddress(row[column], email, marker) : row[column]}`,
        );
        return db.$executeRaw`UPDATE ${quoted(model)} SET ${Prisma.join(sets, ", ")} WHERE ${quoted(idColumn)} = ${row[idColumn]}`;
      });
    },
    internal,
    ownColumns,
  };
}

export const TRAIL_TABLES: PersonTable[] = [
  addressTable("operatorInvites", "OperatorInvite", ["email"], (db) => db.operatorInvite, {
    internal: ["invitedById", "invitedByEmail"],
  }),
  trailTable("operatorInvitesSent", "OperatorInvite", "id", ["invitedByEmail"], { internal: ["email"] }),
  // An entry is the person's own when they acted; one whose detail only names them is the acting operator's.
  trailTable("auditEvents", "AuditEvent", "id", ["actorEmail", "detail"], {
    internal: ["actorId"],
    ownColumns: ["actorEmail"],
  }),
  trailTable("campaigns", "Campaign", "id", ["createdBy"]),
  trailTable("siteSettings", "SiteSetting", "key", ["updatedBy"]),
];

/** Fields whose names suggest an address but that never hold one, and why. */
export const ADDRESS_FREE_FIELDS: Record<string, string> = {
  "RateLimit.key": "a keyed hash of the caller's key (lib/core/rate-limit.ts storedRateKey)",
  "ErasureRecord.erasedBy": "the operator's user id",
  "OutboxMail.claimedBy": "a drain's random claim token",
  "Delivery.claimedBy": "a sender's random claim token",
  "CareerApplication.resumeKey": "a server-made file key",
  "BusinessEnquiry.resumeKey": "a server-made file key",
  "ApplicantProfile.resumeKey": "a server-made file key",
  "BlogPost.imageKey": "a server-made file key",
  "Campaign.imageKey": "a server-made file key",
  "CaseStudy.imageKey": "a server-made file key",
  "ClientLogo.imageKey": "a server-made file key",
  "TeamMember.imageKey": "a server-made file key",
  "SiteSetting.key": "the setting's fixed name",
  "Message.rawKey": "a server-made file key",
  "MessageAttachment.key": "a server-made file key",
};
