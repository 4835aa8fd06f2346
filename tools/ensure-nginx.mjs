// Makes sure Debian's nginx exists for the reverse-proxy test (e2e/nginx.spec.ts).
import fs from "node:fs";
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

ensureDebianPackage({
  name: "nginx-light",
  found: () => fs.existsSync("/usr/sbin/nginx"),
  tag: "ensure-nginx",
  why: "No nginx at /usr/sbin/nginx: the end-to-end suite runs two instances behind Debian's nginx.",
});
