// Pieces several lists share: the pipeline filter, feedback answers, labelled fields.
import "server-only";
import { EXPERIENCE_LABELS, FEEDBACK_QUESTIONS, PIPELINE_LABELS, PIPELINE_STATUSES } from "../../../content/admin";
import { db } from "../../../core/db";
import { formatDateTime } from "../dates";
import type { DetailField, FeedbackView } from "./types";

export const PIPELINE_FILTER = {
  label: "Status",
  options: PIPELINE_STATUSES.map((value) => ({ value, label: PIPELINE_LABELS[value] })),
};

/** A list's status filter whose options are a table of labels by value, in the table's order. */
export const labelledFilter = (label: string, labels: Record<string, string>) => ({
  label,
  options: Object.entries(labels).map(([value, text]) => ({ value, label: text })),
});

export const pipelineLabel = (status: string) => PIPELINE_LABELS[status as keyof typeof PIPELINE_LABELS] ?? status;

export const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

export const when = (at: Date | null | undefined) => (at ? formatDateTime(at) : "");

export function fieldsOf(
  row: Record<string, unknown>,
  labels: ReadonlyArray<readonly [string, string]>,
): DetailField[] {
  return labels.map(([field, label]) => {
    const value = row[field];
    return { label, value: value === null || value === undefined ? "" : String(value) };
  });
}

type FeedbackRow = {
  id: string;
  createdAt: Date;
  appliedBefore: number | null;
  gotCall: number | null;
  selected: number | null;
  experience: string | null;
  suggestions: string | null;
};

const yesNo = (value: number | null) => (value === 1 ? "Yes" : value === 0 ? "No" : "Not answered");

export function feedbackAnswers(row: FeedbackRow): DetailField[] {
  return [
    { label: FEEDBACK_QUESTIONS.appliedBefore, value: yesNo(row.appliedBefore) },
    { label: FEEDBACK_QUESTIONS.gotCall, value: yesNo(row.gotCall) },
    { label: FEEDBACK_QUESTIONS.selected, value: yesNo(row.selected) },
    {
      label: FEEDBACK_QUESTIONS.experience,
      value: row.experience ? (EXPERIENCE_LABELS[row.experience] ?? row.experience) : "Not answered",
    },
    { label: FEEDBACK_QUESTIONS.suggestions, value: row.suggestions ?? "Not answered" },
  ];
}

export async function feedbackFor(submissionId: string): Promise<FeedbackView[]> {
  const rows = await db.feedback.findMany({ where: { submissionId }, orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({ id: row.id, createdAt: row.createdAt, answers: feedbackAnswers(row) }));
}
