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
