// Calendar days and weeks in the operator's time zone (the office is in Kanpur), so "from
// 1 March" and "this week" mean what the operator reads on the wall clock.
export const OPERATOR_TIME_ZONE = "Asia/Kolkata";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Minutes the zone is ahead of UTC at `at`, e.g. 330 for India. */
export function zoneOffsetMinutes(at: Date, timeZone = OPERATOR_TIME_ZONE): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? "");
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === "-" ? -minutes : minutes;
}

/** The instant a calendar day (YYYY-MM-DD) begins in the zone. */
export function startOfDay(day: string, timeZone = OPERATOR_TIME_ZONE): Date {
  const [year, month, date] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  return new Date(utcMidnight - zoneOffsetMinutes(new Date(utcMidnight), timeZone) * 60_000);
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function dayOf(at: Date, timeZone = OPERATOR_TIME_ZONE): string {
  return new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before the day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  timeZone: OPERATOR_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "22 Nov 2026, 08:15 am IST": the operator's zone, named, so it never reads as another (the one formatter of times
 * in the operator area). */
export function formatDateTime(at: Date | string): string {
  return dateTime.format(typeof at === "string" ? new Date(at) : at);
}

const shortDay = new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "short" });

/** "17 Nov" for a calendar day. */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T00:00:00Z`));
}
