// A person's data as one zip: data.json (every row of every table in PERSON_TABLES, without
// password, code and token hashes) and the stored files under files/, streamed from the file store
// (decrypted on the way out) one at a time, so the export never holds a resume in memory. The
// operator's export and the visitor's own "Download my data" are both this zip.
import "server-only";
import path from "node:path";
import type { Readable } from "node:stream";
import archiver from "archiver";
import type { PrismaClient } from "../../generated/prisma/client";
import type { FileStore } from "../../core/storage/file-store";
import { mentionsAddress } from "./match";
import type { Row } from "./person-table";
import { findPerson, PERSON_TABLES, type PersonData } from "./tables";

/** Who the export is for: a visitor's own download leaves out what PersonTable.internal lists. */
export type Audience = "operator" | "visitor";

const hiddenFrom = (audience: Audience) =>
  new Map(
    PERSON_TABLES.map((table) => [
      table.kind,
      new Set([...(table.secret ?? []), ...(audience === "visitor" ? (table.internal ?? []) : [])]),
    ]),
  );
const HIDDEN = { operator: hiddenFrom("operator"), visitor: hiddenFrom("visitor") };

const OWN_COLUMNS = new Map(PERSON_TABLES.map((table) => [table.kind, table.ownColumns]));
const FILES_OF = new Map(PERSON_TABLES.map((table) => [table.kind, table.files]));

/** The rows `audience` receives: a visitor only the rows that are their own (PersonTable.ownColumns). */
function rowsFor(audience: Audience, kind: string, rows: Row[], email: string): Row[] {
  const own = OWN_COLUMNS.get(kind);
  return audience === "visitor" && own
    ? rows.filter((row) => own.some((column) => mentionsAddress(row[column], email)))
    : rows;
}

function shown(audience: Audience, kind: string, row: Row): Row {
  const hidden = HIDDEN[audience].get(kind);
  return Object.fromEntries(Object.entries(row).filter(([column]) => !hidden?.has(column)));
}

type ExportFile = { kind: string; key: string; path: string };

/**
 * The stored files `audience` receives and their names in the zip: the operator's under their
 * storage keys; a visitor's only those of the rows they receive, named by kind and number, since
 * where files are stored is internal (PersonTable.internal).
 */
function filesFor(data: PersonData, audience: Audience): ExportFile[] {
  return data.tables.flatMap((table) => {
    if (audience === "operator") return table.files.map((key) => ({ kind: table.kind, key, path: `files/${key}` }));
    const filesOf = FILES_OF.get(table.kind);
    const theirs = new Set(
      rowsFor(audience, table.kind, table.rows, data.email).flatMap((row) => filesOf?.(row) ?? []),
    );
    return table.files
      .filter((key) => theirs.has(key))
      .map((key, index) => ({ kind: table.kind, key, path: `files/${table.kind}/${index + 1}${path.extname(key)}` }));
  });
}

/** The JSON document of the export: every table's rows, without what `audience` may not see, and the files beside
 * it. */
function exportDocument(data: PersonData, now = new Date(), audience: Audience = "operator") {
  const files = filesFor(data, audience);
  return {
    email: data.email,
    exportedAt: now.toISOString(),
    tables: Object.fromEntries(
      data.tables.map((table) => [
        table.kind,
        rowsFor(audience, table.kind, table.rows, data.email).map((row) => shown(audience, table.kind, row)),
      ]),
    ),
    files: audience === "operator" ? files : files.map(({ kind, path: name }) => ({ kind, path: name })),
  };
}

/** The zip, streaming: files are opened one after another as the archive reaches them. */
export async function exportPerson(
  db: PrismaClient,
  store: FileStore,
  email: string,
  audience: Audience = "operator",
): Promise<{ data: PersonData; zip: Readable }> {
  const data = await findPerson(db, store, email);
  const zip = archiver("zip", { zlib: { level: 6 } });
  zip.append(JSON.stringify(exportDocument(data, new Date(), audience), null, 2), { name: "data.json" });
  const files = filesFor(data, audience);
  const next = async (index: number): Promise<void> => {
    const file = files[index];
    if (file === undefined) {
      await zip.finalize();
      return;
    }
    const body = await store.open(file.key);
    if (body) {
      zip.append(body, { name: file.path });
      // The next file is opened only once this one is in the archive.
      zip.once("entry", () => void next(index + 1).catch((error: unknown) => zip.destroy(error as Error)));
    } else await next(index + 1);
  };
  await next(0);
  return { data, zip };
}
