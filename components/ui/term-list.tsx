import type { ReactNode } from "react";

type Props<T> = {
  items: readonly T[];
  /** The key, term and detail of one item. */
  entry: (item: T) => { key: string; term: ReactNode; detail: ReactNode };
  /** Classes of the list, of each term-detail pair's wrapper, of the term and of the detail. */
  classes: { list: string; item: string; term: string; detail: string };
};

/** A description list: one wrapper per term and its detail, so a grid can lay the pairs out. */
export function TermList<T>({ items, entry, classes }: Props<T>) {
  return (
    <dl className={classes.list}>
      {items.map((item) => {
        const { key, term, detail } = entry(item);
        return (
          <div key={key} className={classes.item}>
            <dt className={classes.term}>{term}</dt>
            <dd className={classes.detail}>{detail}</dd>
          </div>
        );
      })}
    </dl>
  );
}

type RowsProps = {
  /** Each row's label and value; the label is its key. */
  rows: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  /** The list's grid (two columns from `sm`). */
  className: string;
  /** How a value is set (line breaks kept, long words broken). */
  detailClassName: string;
};

/** Labels in muted type beside their values, in the list's two-column grid (a call's details, a wizard's review). */
export function LabelRows({ rows, className, detailClassName }: RowsProps) {
  return (
    <TermList
      items={rows}
      entry={([label, value]) => ({ key: label, term: label, detail: value })}
      classes={{
        list: className,
        item: "contents",
        term: "font-medium text-muted-foreground",
        detail: detailClassName,
      }}
    />
  );
}
