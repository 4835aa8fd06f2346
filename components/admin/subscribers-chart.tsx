import { GridLines, ticks, WeekNumbers } from "@/components/admin/weekly-chart";
import { SUBSCRIBER_CHART } from "@/lib/content/newsletter-measures";
import { formatShortDay } from "@/lib/features/admin/dates";
import type { SubscriberWeek } from "@/lib/features/admin/subscriber-chart";

// Drawn on the server as SVG: confirmed subscribers at the end of each week as a line over a
// shaded area; the table under it gives every figure, also those the line does not show.
const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 12, bottom: 36, left: 48 };
const LINE = "#0d9488";

export function SubscribersChart({ weeks }: { weeks: SubscriberWeek[] }) {
  const axis = ticks(Math.max(0, ...weeks.map((week) => week.confirmed)));
  const top = axis[axis.length - 1] ?? 4;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => PAD.left + (index + 0.5) * (plotWidth / Math.max(1, weeks.length));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const points = weeks.map((week, index) => `${x(index).toFixed(1)},${y(week.confirmed).toFixed(1)}`);
  const baseline = y(0).toFixed(1);
  const area =
    points.length > 0
      ? `M${x(0).toFixed(1)},${baseline} L${points.join(" L")} L${x(weeks.length - 1).toFixed(1)},${baseline} Z`
      : "";
  const now = weeks[weeks.length - 1]?.confirmed ?? 0;
  const first = weeks[0]?.confirmed ?? 0;

  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="subscribers-chart-title"
        aria-describedby="subscribers-chart-desc"
        className="h-auto w-full max-w-3xl text-muted-foreground"
      >
        <title id="subscribers-chart-title">{SUBSCRIBER_CHART.title}</title>
        <desc id="subscribers-chart-desc">{SUBSCRIBER_CHART.description(now, weeks.length, first)}</desc>
        <GridLines axis={axis} y={y} left={PAD.left} right={WIDTH - PAD.right} />
        <path d={area} fill={LINE} fillOpacity={0.15} />
        <polyline points={points.join(" ")} fill="none" stroke={LINE} strokeWidth={2} />
        {weeks.map((week, index) => (
          <g key={week.start}>
            <circle cx={x(index)} cy={y(week.confirmed)} r={3} fill={LINE} />
            {index % 2 === 0 || index === weeks.length - 1 ? (
              <text x={x(index)} y={HEIGHT - PAD.bottom + 18} textAnchor="middle" fontSize={11} fill="currentColor">
                {formatShortDay(week.start)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <WeekNumbers
        caption={SUBSCRIBER_CHART.title}
        weeks={weeks}
        columns={[
          { label: SUBSCRIBER_CHART.confirmed, value: (week) => week.confirmed },
          { label: SUBSCRIBER_CHART.joined, value: (week) => week.joined },
          { label: SUBSCRIBER_CHART.left, value: (week) => week.left },
        ]}
      />
    </figure>
  );
}
