// The reply promise (issue 37 item 4): the company's working week, the words a due time is shown
// in ("due in 3 h", "overdue by 1 day"), the dashboard's section and the morning digest's mail.
import { WORK_KINDS, type WorkKind } from "./workspace";

export const WORKING_HOURS_PATH = "/admin/working-hours";
export const WORKING_HOURS_API = "/api/admin/working-hours";
export const HOLIDAYS_API = "/api/admin/holidays";

/** ISO weekdays, Monday 1 … Sunday 7 (Temporal's dayOfWeek). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The company's working week, in its own time zone. */
export type WorkingHours = { timeZone: string; days: number[]; start: string; end: string };

export const DEFAULT_WORKING_HOURS: WorkingHours = {
  timeZone: "Asia/Kolkata",
  days: [1, 2, 3, 4, 5],
  start: "09:00",
  end: "18:00",
};

/** What the site promises on every form, and what a due time is computed from. */
export const PROMISE_TEXT = "First answer within one business day";

export const WORKING_HOURS_TEXT = {
  title: "Working hours",
  navLink: "Working hours",
  intro:
    "The company's working days, hours and holidays, in its own time zone. Every new application, enquiry, " +
    "message and booked call is due one business day of these hours after it arrives; the dashboard and the " +
    "morning digest count from it. A change applies to records that arrive after it.",
  timeZone: "Time zone",
  days: "Working days",
  start: "Opens at",
  end: "Closes at",
  save: "Save working hours",
  saved: "Working hours saved.",
  holidaysTitle: "Holidays",
  holidaysIntro: "Days the company does not work: nothing falls due on them and no digest is sent.",
  holidayDay: "Day",
  holidayName: "Name",
  holidayAction: "Action",
  addHoliday: "Add holiday",
  holidayAdded: "Holiday added.",
  removeHoliday: (name: string, day: string) => `Remove ${name} (${day})`,
  holidayRemoved: "Holiday removed.",
  noHolidays: "No holidays yet.",
  problem: "Not saved:",
} as const;

export const WORKING_HOURS_ERRORS = {
  clock: "Use HH:MM, for example 09:30",
  order: "The closing time must come after the opening time.",
  noDays: "Choose at least one working day.",
  day: "Use a date such as 2026-12-25.",
  name: "Name the holiday (at most 80 characters).",
} as const;

export type DueTone = "answered" | "due" | "overdue";
export type DueLabel = { text: string; tone: DueTone };

const HOUR = 60 * 60 * 1000;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** A span in the unit a reader takes in at a glance: minutes under an hour, hours under a day, then days. */
function span(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  if (ms < 24 * HOUR) return `${Math.floor(ms / HOUR)} h`;
  return plural(Math.floor(ms / (24 * HOUR)), "day");
}

/**
 * A record's promise as the board, the lists and the record's page show it: "due in 3 h",
 * "overdue by 1 day", "answered"; null for a record without a due time.
 */
export function dueLabel(item: { dueAt: Date | null; answeredAt: Date | null }, now: Date): DueLabel | null {
  if (item.answeredAt) return { text: "answered", tone: "answered" };
  if (!item.dueAt) return null;
  const left = item.dueAt.getTime() - now.getTime();
  return left >= 0
    ? { text: `due in ${span(left)}`, tone: "due" }
    : { text: `overdue by ${span(-left)}`, tone: "overdue" };
}

export const PROMISE_DASHBOARD = {
  title: "The reply promise",
  intro: (promise: string) => `${promise}, counted on the company's working hours.`,
  byOwner: "Overdue and due today, by owner",
  owner: "Owner",
  overdue: "Overdue",
  dueToday: "Due today",
  unassigned: "Unassigned",
  nothingDue: "Nothing is overdue or due today.",
  medianTitle: "Time to first answer, last 30 days",
  kind: "Kind",
  answered: "Answered",
  median: "Median",
  promise: "Promise",
  oneBusinessDay: "1 business day",
  answeredOf: (answered: number, received: number) => `${answered} of ${received}`,
  noneReceived: "Nothing received in the last 30 days.",
  none: "—",
  settingsLink: "Working hours and holidays",
} as const;

/** A median in hours and minutes: "5 h 20 min", "45 min". */
export function durationText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes} min`;
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** A record's page in the operator area: its list's, or a booked call's own. */
export const workItemPath = (kind: string, recordId: string) => {
  const list = kind in WORK_KINDS ? WORK_KINDS[kind as WorkKind].list : null;
  return list
    ? `/admin/${list}/${encodeURIComponent(recordId)}`
    : `/admin/availability/calls/${encodeURIComponent(recordId)}`;
};

export const kindLabel = (kind: string) => (kind in WORK_KINDS ? WORK_KINDS[kind as WorkKind].label : kind);

export const DIGEST_MAIL = {
  subject: (overdue: number, dueToday: number) => `Your day: ${overdue} overdue, ${dueToday} due today`,
  greeting: (name: string) => `Good morning ${name},`,
  overdueTitle: "Overdue",
  dueTodayTitle: "Due today",
  line: (label: string, name: string, title: string | null, due: string) =>
    `${label}: ${name}${title ? ` (${title})` : ""}, ${due}`,
  open: "Open",
  action: "Open the dashboard",
} as const;
