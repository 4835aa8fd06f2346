// Feedback, linked to its submission.
import "server-only";
import { ADMIN_LIST_KEYS } from "../../../content/admin-records";
import { EXPERIENCE_LABELS } from "../../../content/admin";
import { db, type Prisma } from "../../../core/db";
import { commonWhere, type ListFilters } from "../filters";
import { defineList, readsOf, type Where } from "./define";
import { feedbackAnswers, fullName, labelledFilter, when } from "./shared";

type Kind = "career" | "business" | "partnership";

/** Where each submission kind's records are listed, and how one is named. */
export const SUBMISSION_LISTS: Record<Kind, { key: string; noun: string }> = {
  career: { key: ADMIN_LIST_KEYS.career, noun: "Career application" },
  business: { key: ADMIN_LIST_KEYS.business, noun: "Business enquiry" },
  partnership: { key: ADMIN_LIST_KEYS.partnership, noun: "Partnership enquiry" },
};

const isKind = (value: string | null): value is Kind =>
  value === "career" || value === "business" || value === "partnership";

const MAX_LINKED = 1000;

/** Ids of submissions whose name or e-mail matches the search, for searching their feedback. */
async function matchingSubmissionIds(filters: ListFilters): Promise<string[]> {
  const search = { ...filters, status: "", from: "", to: "" };
  const args = (fields: string[]) => ({
    where: commonWhere(search, { searchFields: fields }),
    select: { id: true },
    take: MAX_LINKED,
  });
  const found = await Promise.all([
    db.careerApplication.findMany(
      args(["firstName", "lastName", "emailAddress"]) as {
        where: Prisma.CareerApplicationWhereInput;
        select: { id: true };
      },
    ),
    db.businessEnquiry.findMany(
      args(["firstName", "lastName", "emailAddress"]) as {
        where: Prisma.BusinessEnquiryWhereInput;
        select: { id: true };
      },
    ),
    db.partnershipEnquiry.findMany(
      args(["firstName", "lastName", "email"]) as { where: Prisma.PartnershipEnquiryWhereInput; select: { id: true } },
    ),
  ]);
  return found.flat().map((row) => row.id);
}

/** "Career application of Asha Gupta" for each linked submission among `rows`. */
async function submissionNames(
  rows: Array<{ submissionKind: string | null; submissionId: string | null }>,
): Promise<Map<string, string>> {
  const ids = (kind: Kind) =>
    rows.filter((row) => row.submissionKind === kind && row.submissionId).map((row) => row.submissionId as string);
  const select = { id: true, firstName: true, lastName: true } as const;
  const [career, business, partnership] = await Promise.all([
    db.careerApplication.findMany({ where: { id: { in: ids("career") } }, select }),
    db.businessEnquiry.findMany({ where: { id: { in: ids("business") } }, select }),
    db.partnershipEnquiry.findMany({ where: { id: { in: ids("partnership") } }, select }),
  ]);
  const names = new Map<string, string>();
  for (const [kind, found] of [
    ["career", career],
    ["business", business],
    ["partnership", partnership],
  ] as const) {
    for (const row of found) names.set(row.id, `${SUBMISSION_LISTS[kind].noun} of ${fullName(row)}`);
  }
  return names;
}

const experience = (value: string | null) => (value ? (EXPERIENCE_LABELS[value] ?? value) : "");
const shorten = (text: string | null, max = 80) =>
  !text ? "" : text.length > max ? `${text.slice(0, max - 1)}…` : text;

type FeedbackRow = Prisma.FeedbackGetPayload<object>;

export const feedbackList = defineList<FeedbackRow>({
  key: "feedback",
  title: "Feedback",
  statusFilter: labelledFilter("Experience", EXPERIENCE_LABELS),
  searchLabel: "Search by the submitter's name or e-mail",
  headline: { status: "", caption: "received" },
  async where(filters) {
    const base: Where = commonWhere(filters, { statusField: "experience", searchFields: [] });
    if (!filters.q) return base;
    return { ...base, submissionId: { in: await matchingSubmissionIds(filters) } };
  },
  ...readsOf(() => db.feedback),
  columns: [
    ["Submission", () => null],
    ["Experience", (row) => experience(row.experience)],
    ["Suggestions", (row) => shorten(row.suggestions)],
    ["Received", (row) => when(row.createdAt)],
  ],
  async prepare(rows) {
    const names = await submissionNames(rows);
    return (row) => [
      (row.submissionId && names.get(row.submissionId)) || "Not linked to a submission",
      experience(row.experience),
      shorten(row.suggestions),
      when(row.createdAt),
    ];
  },
  csv: [
    ["Id", (row) => row.id],
    ["Received", (row) => row.createdAt.toISOString()],
    ["Submission kind", (row) => row.submissionKind],
    ["Submission id", (row) => row.submissionId],
    ...feedbackAnswers({
      id: "",
      createdAt: new Date(0),
      appliedBefore: null,
      gotCall: null,
      selected: null,
      experience: null,
      suggestions: null,
    }).map(({ label }, index) => [label, (row: FeedbackRow) => feedbackAnswers(row)[index]?.value ?? null] as const),
  ],
  async detail(row) {
    const kind = row.submissionKind;
    const names = await submissionNames([row]);
    const name = row.submissionId ? names.get(row.submissionId) : undefined;
    return {
      heading: "Feedback",
      createdAt: row.createdAt,
      fields: feedbackAnswers(row),
      consent: null,
      pipeline: null,
      file: null,
      feedback: [],
      related:
        isKind(kind) && row.submissionId && name
          ? [{ label: name, href: `/admin/${SUBMISSION_LISTS[kind].key}/${row.submissionId}` }]
          : [],
    };
  },
});
