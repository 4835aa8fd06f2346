import { CHART_SERIES, type WeekCounts } from "@/lib/features/admin/chart";
import { formatShortDay } from "@/lib/features/admin/dates";
import { ChartNumbers } from "./chart-numbers";
import { ADMIN_AREA } from "@/lib/content/admin";
import { CHART_NUMBERS, WEEK_OF } from "@/lib/content/admin-charts";

// Drawn on the server as SVG: stacked bars, one per week, one colour per kind of submission.
const COLORS = ["#2563eb", "#0d9488", "#d97706", "#9333ea"] as const;
const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 36, left: 40 };

/** A round axis maximum at or above `max`, and its tick values. */
export function ticks(max: number): number[] {
  const top =
    max <= 4
      ? 4
      : (() => {
          const step = 10 ** Math.floor(Math.log10(max / 4));
          const nice = [1, 2, 5, 10].map((m) => m * step).find((s) => s * 4 >= max) ?? step * 10;
          return nice * 4;
        })();
  return [0, top / 4, top / 2, (3 * top) / 4, top];
}

/** A chart's horizontal grid: one line per tick of the y axis, labelled with its value on the left. */
export function GridLines({
  axis,
  y,
  left,
  right,
}: {
  axis: number[];
  y: (value: number) => number;
  left: number;
  right: number;
}) {
  return axis.map((value) => (
    <g key={value}>
      <line x1={left} x2={right} y1={y(value)} y2={y(value)} stroke="currentColor" strokeOpacity={0.25} />
      <text x={left - 6} y={y(value) + 4} textAnchor="end" fontSize={12} fill="currentColor">
        {value}
      </text>
    </g>
  ));
}

/** A weekly chart's figures, behind "Show the numbers": one row per week, one column per figure. */
export function WeekNumbers<W extends { start: string }>({
  caption,
  weeks,
  columns,
}: {
  caption: string;
  weeks: W[];
  columns: Array<{ label: string; value: (week: W) => number }>;
}) {
  return (
    <ChartNumbers
      summary={CHART_NUMBERS}
      caption={caption}
      rowHeader={WEEK_OF}
      rows={weeks}
      rowKey={(week) => week.start}
      rowLabel={(week) => formatShortDay(week.start)}
      columns={columns}
    />
  );
}

export function WeeklyChart({ weeks }: { weeks: WeekCounts[] }) {
  const totals = weeks.map((week) => CHART_SERIES.reduce((sum, { key }) => sum + week.counts[key], 0));
  const axis = ticks(Math.max(0, ...totals));
  const top = axis[axis.length - 1] ?? 4;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / weeks.length;
  const barWidth = slot * 0.6;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const total = totals.reduce((sum, n) => sum + n, 0);

  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="chart-title chart-desc"
        className="h-auto w-full max-w-3xl text-muted-foreground"
      >
        <title id="chart-title">{ADMIN_AREA.chartTitle}</title>
        <desc id="chart-desc">{`${total} submissions in the last ${weeks.length} weeks; the table below gives the numbers per week.`}</desc>
        <GridLines axis={axis} y={y} left={PAD.left} right={WIDTH - PAD.right} />
        {weeks.map((week, index) => {
          const x = PAD.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={week.start}>
              {CHART_SERIES.map(({ key }, series) => {
                const count = week.counts[key];
                const rect =
                  count > 0 ? (
                    <rect
                      key={key}
                      x={x}
                      width={barWidth}
                      y={y(base + count)}
                      height={y(base) - y(base + count)}
                      fill={COLORS[series]}
                    />
                  ) : null;
                base += count;
                return rect;
              })}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - PAD.bottom + 18}
                textAnchor="middle"
                fontSize={11}
                fill="currentColor"
              >
                {formatShortDay(week.start)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-4 text-sm">
          {CHART_SERIES.map(({ key, label }, series) => (
            <li key={key} className="flex items-center gap-2">
              <span aria-hidden className="inline-block h-3 w-3 rounded-sm" style={{ background: COLORS[series] }} />
              {label}
            </li>
          ))}
        </ul>
      </figcaption>
      <WeekNumbers
        caption={ADMIN_AREA.chartTitle}
        weeks={weeks}
        columns={CHART_SERIES.map(({ key, label }) => ({ label, value: (week: WeekCounts) => week.counts[key] }))}
      />
    </figure>
  );
}
