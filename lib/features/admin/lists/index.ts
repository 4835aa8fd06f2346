// The operator's lists, in the order the navigation shows them. Adding a list means writing one
// definition (lib/features/admin/lists/*.ts) and adding it here.
import "server-only";
import { notFound } from "../../../core/errors";
import { isRecordId, recordIdParam } from "../../../core/request";
import { blogSubmissions } from "./blog";
import { feedbackList } from "./others";
import { outgoingMail } from "./outbox";
import { subscribers } from "./subscribers";
import { businessEnquiries, careerApplications, contactMessages, partnershipEnquiries } from "./submissions";
import type { AdminList } from "./types";

export const ADMIN_LISTS: readonly AdminList[] = [
  careerApplications,
  businessEnquiries,
  partnershipEnquiries,
  contactMessages,
  feedbackList,
  subscribers,
  blogSubmissions,
  outgoingMail,
];

export function findList(key: string): AdminList | null {
  return ADMIN_LISTS.find((list) => list.key === key) ?? null;
}

export { isRecordId, recordIdParam };

/** A list that can do `needs` (its pipeline, its file, sending again). */
export type ListWith<K extends keyof AdminList> = AdminList & Required<Pick<AdminList, K>>;

/** A handler's `params` for /<list>/<id>: a list that can do `needs` and one of its record ids, else not found. */
export const listRecordParams =
  <K extends keyof AdminList>(needs: K) =>
  (raw: Record<string, string>): { list: ListWith<K>; id: string } => {
    const list = findList(raw.list ?? "");
    if (!list?.[needs] || !isRecordId(raw.id ?? "")) throw notFound();
    return { list: list as ListWith<K>, id: raw.id ?? "" };
  };

export type { AdminList, RecordDetail } from "./types";
