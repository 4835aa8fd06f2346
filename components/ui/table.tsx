import { variants, type PickedOf } from "./variants";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { cn } from "./cn";

// Three looks: `framed` (the operator area's lists: a bordered frame, tinted heads), `ruled` (the
// visitor's own records: a rule under every cell) and `compact` (a chart's numbers, in its details).
const frame = variants("", {
  variants: {
    look: { framed: "overflow-x-auto rounded-lg border border-border", ruled: "overflow-x-auto", compact: "" },
    focusable: { true: "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary" },
  },
});

const table = variants("w-full", {
  variants: {
    look: { framed: "text-left text-sm", ruled: "border-collapse text-sm", compact: "mt-2 max-w-3xl text-left" },
  },
});

const head = variants("", { variants: { look: { framed: "bg-muted", ruled: "", compact: "" } } });

/** A data cell of a table of that look; a heading cell adds `font-semibold` (see Table's heads). */
export const tableCell = variants("", {
  variants: {
    look: { framed: "px-3 py-2", ruled: "border-b border-border px-3 py-2 text-left align-top", compact: "py-1 pr-3" },
  },
  defaultVariants: { look: "framed" },
});

const headCell = variants("", {
  variants: { look: { framed: "px-3 py-2 font-semibold", ruled: "font-semibold", compact: "py-1 pr-3" } },
});

/** A body row of the framed and compact looks: a rule above it. */
export const tableRow = "border-t border-border";

type Look = NonNullable<PickedOf<typeof tableCell>["look"]>;

type Props = Omit<ComponentPropsWithoutRef<"table">, "children"> & {
  caption: string;
  /** Shown above the table; read by screen readers only when false (the default). */
  captionVisible?: boolean;
  /** The column heads, in order (text, or a node such as an abbreviation). */
  columns: readonly ReactNode[];
  look?: Look;
  /** Said instead of the table when there is no row (when given). */
  empty?: string;
  rowCount?: number;
  /**
   * Names the scrolling frame as a region that takes focus: for a table with nothing focusable in it,
   * so a keyboard user on a phone can scroll it.
   */
  region?: string;
  children: ReactNode;
};

/** A table of the kit: caption, column heads and the rows given, in a frame that scrolls sideways. */
export function Table({
  caption,
  captionVisible,
  columns,
  look = "framed",
  empty,
  rowCount,
  region,
  className,
  children,
  ...props
}: Props) {
  if (rowCount === 0 && empty !== undefined)
    return <p className="rounded-lg border border-border p-6 text-muted-foreground">{empty}</p>;
  const regionProps = region ? { role: "region", "aria-label": region, tabIndex: 0 } : {};
  const body = (
    <table className={cn(table({ look }), className)} {...props}>
      <caption className={captionVisible ? "text-left font-semibold" : "sr-only"}>{caption}</caption>
      <thead className={head({ look }) || undefined}>
        <tr>
          {columns.map((column, index) => (
            <th
              key={typeof column === "string" ? column : index}
              scope="col"
              className={cn(look === "ruled" && tableCell({ look }), headCell({ look }))}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  if (look === "compact" && !region) return body;
  return (
    <div className={frame({ look, focusable: Boolean(region) })} {...regionProps}>
      {body}
    </div>
  );
}
