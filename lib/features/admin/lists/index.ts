// The operator's lists, in the order the navigation shows them. Adding a list means writing one
// definition (lib/features/admin/lists/*.ts) and adding it here.
import "server-only";
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

/** A record id from the path: the ids this site makes (UUIDs, cuids), nothing path-like. */
export function isRecordId(value: string): boolean {
  return /^[A-Za-z0-9-]{1,64}$/.test(value);
}

export type { AdminList, RecordDetail } from "./types";
