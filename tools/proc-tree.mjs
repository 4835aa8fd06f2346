// The processes below a process, from Linux's /proc (each thread's `children` file): a test that
// kills a server with SIGKILL must reach the server under its launcher, and the bench counts
// the CPU time of a server with whatever it started.
import fs from "node:fs";
import path from "node:path";

/** Every live process below `pid`, deepest first (empty when `pid` is gone). */
export function descendants(pid) {
  const taskDir = `/proc/${pid}/task`;
  if (!fs.existsSync(taskDir)) return [];
  const children = fs.readdirSync(taskDir).flatMap((tid) => {
    try {
      return fs
        .readFileSync(path.join(taskDir, tid, "children"), "utf8")
        .split(" ")
        .filter(Boolean)
        .map(Number);
    } catch {
      return []; // the thread ended meanwhile
    }
  });
  return children.flatMap((child) => [...descendants(child), child]);
}
