import { ticks } from "@/components/admin/weekly-chart";
import { ChartNumbers } from "./chart-numbers";
import { formatShortDay } from "@/lib/features/admin/dates";
import type { DayVital } from "@/lib/features/admin/vitals";
import { formatVital, VITAL_FACTS, VITALS_COPY, type VitalMetric } from "@/lib/content/vitals";

// Drawn on the server as SVG: one line per metric (p75 per day), with Google's good and poor
// thresholds as dashed lines. Each metric has its own panel: LCP and INP differ tenfold in scale.
const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 36, left: 56 };
const LINE = "#2563eb";
const GOOD = "#16a34a";
const POOR = "#dc2626";

function Panel({ metric, days, points }: { metric: VitalMetric; days: string[]; points: DayVital[] }) {
  const { good, poor, label } = VITAL_FACTS[metric];
  const axis = ticks(Math.max(poor * 1.1, ...points.map((p) => p.p75)));
  const top = axis[axis.length - 1] ?? poor;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (day: string) => PAD.left + (days.indexOf(day) + 0.5) * (plotWidth / days.length);
  const y = (value: number) => PAD.top + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const path = points
    .map((p, index) => `${index === 0 ? "M" : "L"}${x(p.day).toFixed(1)},${y(p.p75).toFixed(1)}`)
    .join(" ");
  const titleId = `vitals-chart-${metric}`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={titleId}
      className="h-auto w-full max-w-3xl text-muted-foreground"
      data-testid={`vitals-chart-${metric}`}
    >
      <title
        id={titleId}
      >{`${label} (${metric}), 75th percentile per day: ${points.length} days with measurements`}</title>
      {axis.map((value) => (
        <g key={value}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(value)}
            y2={y(value)}
            stroke="currentColor"
            strokeOpacity={0.2}
          />
          <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" fontSize={11} fill="currentColor">
            {formatVital(metric, value)}
          </text>
        </g>
      ))}
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(good)} y2={y(good)} stroke={GOOD} strokeDasharray="6 4" />
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(poor)} y2={y(poor)} stroke={POOR} strokeDasharray="6 4" />
      <path d={path} fill="none" stroke={LINE} strokeWidth={2} />
      {points.map((p) => (
        <circle key={p.day} cx={x(p.day)} cy={y(p.p75)} r={3} fill={LINE} />
      ))}
      {days.map((day, index) =>
        index % 7 === 0 || index === days.length - 1 ? (
          <text key={day} x={x(day)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize={11} fill="currentColor">
            {formatShortDay(day)}
          </text>
        ) : null,
      )}
      <text x={PAD.left} y={12} fontSize={12} fill="currentColor" fontWeight={600}>
        {metric}
      </text>
    </svg>
  );
}

export function VitalsChart({
  days,
  vitals,
  metrics,
}: {
  days: string[];
  vitals: DayVital[];
  metrics: readonly VitalMetric[];
}) {
  return (
    <figure className="space-y-4">
      {metrics.map((metric) => (
        <Panel key={metric} metric={metric} days={days} points={vitals.filter((v) => v.metric === metric)} />
      ))}
      <figcaption className="flex flex-wrap gap-4 text-sm">
        <span className="flex items-center gap-2">
          <span aria-hidden className="inline-block h-0.5 w-5" style={{ background: LINE }} />
          75th percentile
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden className="inline-block h-0.5 w-5 border-t-2 border-dashed" style={{ borderColor: GOOD }} />
          Good up to
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden className="inline-block h-0.5 w-5 border-t-2 border-dashed" style={{ borderColor: POOR }} />
          Poor above
        </span>
      </figcaption>
      <ChartNumbers
        summary={VITALS_COPY.chartNumbers}
        caption={VITALS_COPY.chartTitle}
        rowHeader={VITALS_COPY.dayHeader}
        rows={days.filter((day) => vitals.some((v) => v.day === day))}
        rowKey={(day) => day}
        rowLabel={formatShortDay}
        columns={metrics.map((metric) => ({
          label: `${metric} p75 (${VITALS_COPY.viewsCaption})`,
          value: (day: string) => {
            const point = vitals.find((v) => v.day === day && v.metric === metric);
            return point ? `${formatVital(metric, point.p75)} (${point.views})` : "–";
          },
        }))}
      />
    </figure>
  );
}
