// A SQLite database as files: the database, its write-ahead log and shared memory, and the marker
// server/prepare-db.mjs writes beside it once the seed ran. Copied whole (by the bench and the
// end-to-end suite's own servers, from a template made once), a copy is migrated and seeded as its
// source was.
import fs from "node:fs";

/** The file that says which seed the database at `file` holds (its inputs' hash). */
export const seedMarkerOf = (file) => `${file}.seeded`;

/** Copies the database at `source` to `target` with every file that belongs to it. */
export function copySqliteDatabase(source, target) {
  for (const [from, to] of [
    [source, target],
    [`${source}-wal`, `${target}-wal`],
    [`${source}-shm`, `${target}-shm`],
    [seedMarkerOf(source), seedMarkerOf(target)],
  ]) {
    if (fs.existsSync(from)) fs.copyFileSync(from, to);
  }
}
