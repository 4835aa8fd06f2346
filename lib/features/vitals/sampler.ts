// A per-process budget of rows per clock minute: beacons are stored while it lasts, and dropped
// whole (never split) once it is spent, until the next minute.
export class MinuteBudget {
  private minute = -1;
  private used = 0;

  constructor(private readonly perMinute: number) {}

  /** True, and counted, when `rows` more fit in the minute of `now` (ms). */
  take(rows: number, now: number): boolean {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.minute) {
      this.minute = minute;
      this.used = 0;
    }
    if (this.used + rows > this.perMinute) return false;
    this.used += rows;
    return true;
  }
}
