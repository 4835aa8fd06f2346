// The four kinds of submission the operator works through: career applications, business and
// partnership enquiries (the wizards) and contact messages. All share the status pipeline, the
// private note, the consent record and the search by name, e-mail or phone.
import "server-only";
import { ADMIN_LIST_KEYS, SUBMISSION_LIST_TITLES } from "../../../content/admin-records";
import { db } from "../../../core/db";
import { resumeTextSearch } from "../../../core/db/dialect";
import type {
  BusinessEnquiry,
  CareerApplication,
  ContactMessage,
  PartnershipEnquiry,
} from "../../../generated/prisma/client";
import { listColumns, phoneFields, searchFields } from "../../../content/wizard/define";
import { AVAILABILITY_TEXT } from "../../../content/booking";
import { callPath } from "../../../content/booking-calls";
import { bookingsOfEnquiry } from "../../booking";
import { BUSINESS, CAREER, PARTNERSHIP } from "../../submissions";
import { commonWhere } from "../filters";
import { defineList, readsOf, type Column } from "./define";
import type { ApplicationKind } from "../../../content/account";
import { WORK_COLUMNS, workCells, workRecordIds, type WorkCells } from "../work-filter";
import { feedbackFor, fieldsOf, fullName, PIPELINE_FILTER, pipelineLabel, when } from "./shared";
import type { AdminList, RelatedLink, StoredFile } from "./types";

type PipelineRow = {
  id: string;
  createdAt: Date;
  status: string;
  note: string | null;
  consentAt: Date;
  consentIp: string | null;
};
type FileColumns = {
  resumeKey: string | null;
  resumeName: string | null;
  resumeType: string | null;
  resumeSize: number | null;
  resumeUploadedAt: Date | null;
};

type Access<R extends PipelineRow> = ReturnType<typeof readsOf<R>>;

type Options<R extends PipelineRow> = {
  key: string;
  title: string;
  /** What the applicant calls this kind of record (the stage mail names it). */
  kind: ApplicationKind;
  access: Access<R>;
  name(row: R): string;
  email(row: R): string;
  searchFields: readonly string[];
  /** Phone columns: the search finds a number in them however it is written. */
  phoneFields: readonly string[];
  labels: ReadonlyArray<readonly [string, string]>;
  columns: ReadonlyArray<Column<R>>;
  /** Wizard submissions have feedback linked by their id. */
  withFeedback: boolean;
  file?: (row: R) => FileColumns;
  /** Ids whose stored text (a resume's) has every word of the search, also found by it. */
  textSearch?: (q: string) => Promise<string[]>;
  /** The job filter (?job=): the column naming the job applied for. */
  jobField?: string;
  /** Records this one points to, shown as links on its detail page. */
  related?: (row: R) => Promise<RelatedLink[]>;
};

const cell = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === "number" ? value : String(value);

function submissionList<R extends PipelineRow>(options: Options<R>): AdminList {
  const { access, labels, file } = options;
  const csv: Array<Column<R>> = [
    ["Id", (row) => row.id],
    ["Received", (row) => row.createdAt.toISOString()],
    ["Status", (row) => pipelineLabel(row.status)],
    ["Note", (row) => row.note],
    ...labels.map(([field, label]): Column<R> => [label, (row) => cell((row as Record<string, unknown>)[field])]),
    ["Agreed at", (row) => row.consentAt.toISOString()],
    ["Agreed from IP", (row) => row.consentIp],
    ...(file
      ? [["Resume", (row: R) => (file(row).resumeUploadedAt ? file(row).resumeName : "missing")] as Column<R>]
      : []),
  ];
  const columns: Array<Column<R>> = [
    ["Name", options.name],
    ["E-mail", options.email],
    ...options.columns,
    ["Stage", (row) => pipelineLabel(row.status)],
    ["Owner", () => ""],
    ["Reply", () => ""],
    ["Received", (row) => when(row.createdAt)],
  ];
  return defineList<R>({
    key: options.key,
    title: options.title,
    statusFilter: PIPELINE_FILTER,
    headline: { status: "new", caption: "new" },
    searchLabel: options.textSearch
      ? "Search by name, e-mail, phone or words from the resume"
      : "Search by name, e-mail or phone",
    byJob: Boolean(options.jobField),
    async where(filters) {
      const { AND: byName, ...rest } = commonWhere(filters, {
        statusField: "status",
        searchFields: options.searchFields,
        phoneFields: options.phoneFields,
      });
      const work = await workRecordIds(options.kind, filters);
      const where = {
        ...rest,
        ...(options.jobField && filters.job ? { [options.jobField]: filters.job } : {}),
        ...(work ? { id: { in: work } } : {}),
      };
      const byText = byName && options.textSearch ? await options.textSearch(filters.q) : [];
      if (!byName) return where;
      return byText.length > 0
        ? { ...where, OR: [{ AND: byName }, { id: { in: byText } }] }
        : { ...where, AND: byName };
    },
    findMany: (args) => access.findMany(args),
    count: (where) => access.count(where),
    findOne: (id) => access.findOne(id),
    columns,
    // The stage, owner and reply promise come from the rows' work items (one query a page).
    async prepare(rows) {
      const work = await workCells(
        options.kind,
        rows.map((row) => row.id),
      );
      const fromItem = (label: string): label is keyof WorkCells => (WORK_COLUMNS as readonly string[]).includes(label);
      return (row) =>
        columns.map(([label, value]) => (fromItem(label) ? (work.get(row.id)?.[label] ?? value(row)) : value(row)));
    },
    csv,
    async detail(row) {
      const stored = file?.(row);
      return {
        heading: options.name(row),
        createdAt: row.createdAt,
        fields: fieldsOf(row as Record<string, unknown>, labels),
        consent: { at: row.consentAt, ip: row.consentIp },
        pipeline: { status: row.status, note: row.note ?? "" },
        file: stored
          ? stored.resumeUploadedAt
            ? { state: "uploaded", name: stored.resumeName ?? "resume", size: stored.resumeSize ?? 0 }
            : { state: "missing" }
          : null,
        feedback: options.withFeedback ? await feedbackFor(row.id) : [],
        related: (await options.related?.(row)) ?? [],
      };
    },
    ...(file
      ? {
          async file(id: string): Promise<StoredFile | null> {
            const row = await access.findOne(id);
            const stored = row ? file(row) : null;
            if (!stored?.resumeKey || !stored.resumeUploadedAt) return null;
            return {
              key: stored.resumeKey,
              name: stored.resumeName ?? "resume",
              type: stored.resumeType ?? "application/octet-stream",
            };
          },
        }
      : {}),
  });
}

const resumeColumn = <R extends FileColumns>(): Column<R> => [
  "Resume",
  (row) => (row.resumeUploadedAt ? "Uploaded" : "Resume missing"),
];
const ownFile = <R extends FileColumns>(row: R): FileColumns => row;

/** A wizard's list key, names, labels, search and columns, read off its definition (lib/content/wizard). */
function fromWizard<R extends PipelineRow & { firstName: string; lastName: string }>(
  view: typeof CAREER | typeof BUSINESS | typeof PARTNERSHIP,
  extra: ReadonlyArray<Column<R>> = [],
) {
  const columns = listColumns(view.wizard).map(([field, label]): Column<R> => [
    label,
    (row) => cell((row as Record<string, unknown>)[field]),
  ]);
  return {
    key: ADMIN_LIST_KEYS[view.kind],
    kind: view.kind,
    name: fullName,
    email: (row: R) => view.applicantEmail(row),
    labels: view.labels,
    searchFields: searchFields(view.wizard),
    phoneFields: phoneFields(view.wizard),
    columns: [...columns, ...extra],
    withFeedback: true,
  };
}

const TEXT_SEARCH_LIMIT = 500;

export const careerApplications = submissionList<CareerApplication>({
  title: SUBMISSION_LIST_TITLES.career,
  access: readsOf(() => db.careerApplication),
  ...fromWizard<CareerApplication>(CAREER, [resumeColumn()]),
  file: ownFile,
  // The full-text index of the resumes' text (lib/core/db/dialect.ts): a word from a resume finds its application.
  async textSearch(q) {
    const query = resumeTextSearch(q, TEXT_SEARCH_LIMIT);
    return query ? (await db.$queryRaw<Array<{ id: string }>>(query)).map((row) => row.id) : [];
  },
  jobField: "jobId",
  async related(row) {
    const job = row.jobId
      ? await db.job.findUnique({ where: { id: row.jobId }, select: { id: true, title: true, location: true } })
      : null;
    return job ? [{ label: `Applied for: ${job.title} (${job.location})`, href: `/admin/jobs/${job.id}` }] : [];
  },
});

/** The calls booked from an enquiry's thank-you step (lib/features/booking), with the operator's list of calls. */
async function bookedCalls(kind: "business" | "partnership", id: string): Promise<RelatedLink[]> {
  return (await bookingsOfEnquiry(kind, id)).map((call) => ({
    label: AVAILABILITY_TEXT.relatedCall(call.startsAt.toISOString(), call.status),
    href: callPath(call.id),
  }));
}

export const businessEnquiries = submissionList<BusinessEnquiry>({
  title: SUBMISSION_LIST_TITLES.business,
  access: readsOf(() => db.businessEnquiry),
  ...fromWizard<BusinessEnquiry>(BUSINESS, [resumeColumn()]),
  file: ownFile,
  related: (row) => bookedCalls("business", row.id),
});

export const partnershipEnquiries = submissionList<PartnershipEnquiry>({
  title: SUBMISSION_LIST_TITLES.partnership,
  access: readsOf(() => db.partnershipEnquiry),
  ...fromWizard<PartnershipEnquiry>(PARTNERSHIP),
  related: (row) => bookedCalls("partnership", row.id),
});

export const contactMessages = submissionList<ContactMessage>({
  key: ADMIN_LIST_KEYS.contact,
  title: SUBMISSION_LIST_TITLES.contact,
  kind: "contact",
  access: readsOf(() => db.contactMessage),
  name: (row) => row.name,
  email: (row) => row.email,
  searchFields: ["name", "email"],
  phoneFields: ["phone"],
  labels: [
    ["name", "Name"],
    ["email", "E-mail"],
    ["phone", "Phone"],
    ["message", "Message"],
  ],
  columns: [["Phone", (row) => row.phone]],
  withFeedback: false,
});
