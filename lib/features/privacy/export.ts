// A person's data as one zip: data.json (every row of every table in PERSON_TABLES, without
// password, code and token hashes) and the stored files under files/, streamed from the file store
// one at a time, so the export never holds a resume in memory.
import "server-only";
import type { Readable } from "node:stream";
import archiver from "archiver";
import type { PrismaClient } from "../../generated/prisma/client";
import type { FileStore } from "../../core/storage/file-store";
import { mentionsAddress } from "./match";
import { findPerson, PERSON_TABLES, type PersonData, type Row } from "./tables";

/** Who the export is for: the operator's zip carries the files; a visitor's own download does not. */
export type Audience = "operator" | "visitor";

const hiddenFrom = (audience: Audience) =>
  new Map(PERSON_TABLES.map((table) => [table.kind, new Set([...(table.secret ?? []), ...(audience === "visitor" ? (table.internal ?? []) : [])])]));
const HIDDEN = { operator: hiddenFrom("operator"), visitor: hiddenFrom("visitor") };

const OWN_COLUMNS = new Map(PERSON_TABLES.map((table) => [table.kind, table.ownColumns]));

/** The rows `audience` receives: a visitor only the rows that are their own (PersonTable.ownColumns). */
function rowsFor(audience: Audience, kind: string, rows: Row[], email: string): Row[] {
  const own = OWN_COLUMNS.get(kind);
  return audience === "visitor" && own ? rows.filter((row) => own.some((column) => mentionsAddress(row[column], email))) : rows;
}

function shown(audience: Audience, kind: string, row: Row): Row {
  const hidden = HIDDEN[audience].get(kind);
  return Object.fromEntries(Object.entries(row).filter(([column]) => !hidden?.has(column)));
}

/** The JSON document of the export: every table's rows, without what `audience` may not see. */
export function exportDocument(data: PersonData, now = new Date(), audience: Audience = "operator") {
  return {
    email: data.email,
    exportedAt: now.toISOString(),
    tables: Object.fromEntries(data.tables.map((table) => [table.kind, rowsFor(audience, table.kind, table.rows, data.email).map((row) => shown(audience, table.kind, row))])),
    ...(audience === "operator" && { files: data.tables.flatMap((table) => table.files.map((key) => ({ kind: table.kind, key, path: `files/${key}` }))) }),
  };
}

/** The zip, streaming: files are opened one after another as the archive reaches them. */
export async function exportPerson(db: PrismaClient, store: FileStore, email: string): Promise<{ data: PersonData; zip: Readable }> {
  const data = await findPerson(db, store, email);
  const zip = archiver("zip", { zlib: { level: 6 } });
  zip.append(JSON.stringify(exportDocument(data), null, 2), { name: "data.json" });
  const keys = data.tables.flatMap((table) => table.files);
  const next = async (index: number): Promise<void> => {
    const key = keys[index];
    if (key === undefined) {
      await zip.finalize();
      return;
    }
    const body = await store.open(key);
    if (body) {
      zip.append(body, { name: `files/${key}` });
      // The next file is opened only once this one is in the archive.
      zip.once("entry", () => void next(index + 1).catch((error: unknown) => zip.destroy(error as Error)));
    } else await next(index + 1);
  };
  await next(0);
  return { data, zip };
}
