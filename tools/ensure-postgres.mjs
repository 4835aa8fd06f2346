// Makes sure Debian's PostgreSQL server programs exist for the tests' throwaway clusters.
import { ensureDebianPackage } from "./ensure-debian-package.mjs";
import { postgresBin } from "./postgres.mjs";

ensureDebianPackage({
  name: "postgresql",
  found: () => postgresBin() !== null,
  tag: "ensure-postgres",
  why: "No PostgreSQL server found under /usr/lib/postgresql.\nThe tests run the data layer on SQLite and on a throwaway PostgreSQL cluster.",
});
