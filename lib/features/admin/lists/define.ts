// Turns a typed description of one model's list into the untyped AdminList the pages use:
// pagination, newest-first order, cursor batches for export and cell rendering live here once.
import "server-only";
import { PAGE_SIZE, type ListFilters } from "../filters";
import type { AdminList, Cell, RecordDetail } from "./types";

type Row = { id: string; createdAt: Date };
export type Where = Record<string, unknown>;
type FindArgs = { where: Where; take: number; skip?: number; cursor?: { id: string } };
export type Column<R> = readonly [label: string, value: (row: R) => Cell];

export type ListSpec<R extends Row> = Omit<
  AdminList,
  "columns" | "exportColumns" | "count" | "page" | "exportBatches" | "detail"
> & {
  where(filters: ListFilters): Where | Promise<Where>;
  findMany(args: FindArgs & { orderBy: Array<Record<string, "desc">> }): Promise<R[]>;
  count(where: Where): Promise<number>;
  findOne(id: string): Promise<R | null>;
  columns: ReadonlyArray<Column<R>>;
  /** Called once per page or batch, e.g. to look up names of linked records. */
  prepare?(rows: R[]): Promise<(row: R) => Cell[]>;
  csv: ReadonlyArray<Column<R>>;
  detail(row: R): Promise<RecordDetail>;
};

/**
 * What a list reads of one Prisma model (a delegate of the client). Prisma's types do not see the
 * lists' filters (Where): the query checks them when it runs, as it did for the casts this replaces.
 */
export type ListModel<R> = {
  findMany(args: Parameters<ListSpec<Row>["findMany"]>[0]): Promise<R[]>;
  count(args: { where: Where }): Promise<number>;
  findUnique(args: { where: { id: string } }): Promise<R | null>;
};

/** A list's reads of the model `model` picks from the client, newest first and by id. */
export const readsOf = <R extends Row>(
  model: () => ListModel<R>,
): Pick<ListSpec<R>, "findMany" | "count" | "findOne"> => ({
  findMany: (args) => model().findMany(args),
  count: (where) => model().count({ where }),
  findOne: (id) => model().findUnique({ where: { id } }),
});

const NEWEST_FIRST: Array<Record<string, "desc">> = [{ createdAt: "desc" }, { id: "desc" }];
const EXPORT_BATCH = 500;

export function defineList<R extends Row>(spec: ListSpec<R>): AdminList {
  const { where, findMany, count, findOne, columns, prepare, csv, detail, ...rest } = spec;
  return {
    ...rest,
    columns: columns.map(([label]) => label),
    exportColumns: csv.map(([label]) => label),
    async count(filters) {
      return count(await where(filters));
    },
    async page(filters) {
      const conditions = await where(filters);
      const [rows, total] = await Promise.all([
        findMany({ where: conditions, orderBy: NEWEST_FIRST, take: PAGE_SIZE, skip: (filters.page - 1) * PAGE_SIZE }),
        count(conditions),
      ]);
      const cells = prepare ? await prepare(rows) : (row: R) => columns.map(([, value]) => value(row));
      return { rows: rows.map((row) => ({ id: row.id, cells: cells(row) })), total };
    },
    async *exportBatches(filters) {
      const conditions = await where(filters);
      let cursor: string | undefined;
      for (;;) {
        const rows = await findMany({
          where: conditions,
          orderBy: NEWEST_FIRST,
          take: EXPORT_BATCH,
          ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
        });
        if (rows.length === 0) return;
        yield rows.map((row) => csv.map(([, value]) => value(row)));
        cursor = rows[rows.length - 1]?.id;
        if (rows.length < EXPORT_BATCH) return;
      }
    },
    async detail(id) {
      const row = await findOne(id);
      return row ? detail(row) : null;
    },
  };
}
