// The proof of work names people: a case study's quoted person and each team member. Both are
// found by the e-mail address the operator records for them (never shown on the site). Erasing
// takes the quote (and its person) out of the case study, which stays the company's record of
// its work, and deletes the team member with their photo. A visitor deleting their own account
// changes neither: the operator publishes these with the person's agreement, which the person
// withdraws by asking the operator (the erasure above), not by closing an account.
import "server-only";
import { imageFilesOf } from "../../core/uploads/image-variants";
import { ids, ordered, whereAddress } from "./match";
import { addressTable, KEPT, type PersonTable } from "./person-table";

export const PROOF_TABLES: PersonTable[] = [
  {
    kind: "caseStudyQuotes",
    model: "CaseStudy",
    addressColumns: ["quoteEmail"],
    // The quote and whose it is: the rest of the case study is about the client, not this person.
    find: async (db, { email }) =>
      db.caseStudy.findMany({
        where: await whereAddress(db, "CaseStudy", ["quoteEmail"], email),
        select: {
          id: true,
          slug: true,
          title: true,
          status: true,
          quoteText: true,
          quoteName: true,
          quoteRole: true,
          quoteEmail: true,
          quoteConsentAt: true,
          createdAt: true,
        },
        ...ordered,
      }),
    erase: (db, rows) =>
      db.caseStudy.updateMany({
        where: { id: { in: ids(rows) } },
        data: { quoteText: null, quoteName: null, quoteRole: null, quoteEmail: null, quoteConsentAt: null },
      }),
    onAccountDeletion: KEPT,
  },
  addressTable("teamMembers", "TeamMember", ["email"], (db) => db.teamMember, {
    files: (row) => (typeof row.imageKey === "string" ? imageFilesOf(row.imageKey) : []),
    internal: ["imageKey"],
    onAccountDeletion: KEPT,
  }),
];
