// My applications: what was sent with the account's verified address, and withdrawing one.
import "server-only";
import { ACCOUNT_ANSWERS, APPLICATION_KINDS, APPLICATIONS_PAGE, type ApplicationKind } from "../../content/account";
import { conflict } from "../../core/errors";
import { verifiedEmailOf } from "../auth";
import { withdrawItem } from "../workspace";
import { progressKey, progressOf, type Progress } from "./progress";
import { RECORDS_OF, WITHDRAW, type ApplicationView } from "./records";

/** One application with where it stands and its messages. */
export type ApplicationEntry = ApplicationView & Progress;

export async function applicationsOf(userId: string): Promise<ApplicationEntry[]> {
  const email = await verifiedEmailOf(userId);
  if (!email) return [];
  const lists = await Promise.all(APPLICATION_KINDS.map((kind) => RECORDS_OF[kind](email)));
  const views = lists.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const progress = await progressOf(email, views);
  return views.map((view) => ({
    ...view,
    ...(progress.get(progressKey(view.kind, view.id)) ?? { stage: "received", messages: [] }),
  }));
}

/** Withdraws one of the account's own open records; 409 for anything else (another's, closed, unknown). */
export async function withdrawApplication(userId: string, kind: ApplicationKind, id: string): Promise<string> {
  const email = await verifiedEmailOf(userId);
  const { count } = email ? await WITHDRAW[kind](id, email) : { count: 0 };
  if (count !== 1) throw conflict(APPLICATIONS_PAGE.cannotWithdraw);
  await withdrawItem(kind, id);
  return ACCOUNT_ANSWERS.withdrawn;
}
