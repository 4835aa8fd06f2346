// One build, many servers: which processes serve .next (a file per live server in .next-servers/,
// written by server/server.mjs) and a lock that lets one start at a time check or make the build.
// A process counts as live while its pid answers signal 0 and, on Linux, its start time is the one
// recorded, so a SIGKILLed server (or a pid reused after a reboot) never blocks a rebuild.
import fs from "node:fs";
import path from "node:path";

const SERVERS = ".next-servers";
const LOCK = ".next-build.lock";

/** The start time of `pid` in clock ticks since boot (field 22 of /proc/pid/stat), or null off Linux. */
function startTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process `pid`, started at `ticks` (when known), still runs. */
function isAlive(pid, ticks) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return false;
  }
  return ticks == null || startTicks(pid) == null || startTicks(pid) === ticks;
}

const processEntry = (pid) => ({ pid, ticks: startTicks(pid) });

/** Records `pid` as a server of the build in `base`/.next on `port`; returns a function that removes it. */
export function registerServer(base, { pid = process.pid, port }) {
  const dir = path.join(base, SERVERS);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${pid}.json`);
  fs.writeFileSync(`${file}.tmp`, JSON.stringify({ ...processEntry(pid), port }));
  fs.renameSync(`${file}.tmp`, file);
  return () => fs.rmSync(file, { force: true });
}

/** The servers of the build in `base` that still run (entries of those that ended are removed). */
export function liveServers(base) {
  const dir = path.join(base, SERVERS);
  if (!fs.existsSync(dir)) return [];
  const live = [];
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    const file = path.join(dir, name);
    let entry;
    try {
      entry = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch {
      continue; // removed meanwhile
    }
    if (isAlive(entry.pid, entry.ticks)) live.push({ pid: entry.pid, port: entry.port });
    else fs.rmSync(file, { force: true });
  }
  return live.sort((a, b) => a.port - b.port);
}

/** Whether a server with this pid is recorded (start.mjs waits for its server's entry). */
export const isRegistered = (base, pid) => fs.existsSync(path.join(base, SERVERS, `${pid}.json`));

function readOwner(lock) {
  try {
    return JSON.parse(fs.readFileSync(path.join(lock, "owner.json"), "utf8"));
  } catch {
    return null;
  }
}

/** Takes the lock once (true) or says who holds it. A lock whose holder died is taken over. */
function tryLock(base) {
  const lock = path.join(base, LOCK);
  // Made whole under a private name, then renamed into place: the lock never exists without its owner.
  const mine = `${lock}.${process.pid}`;
  fs.rmSync(mine, { recursive: true, force: true });
  fs.mkdirSync(mine);
  fs.writeFileSync(path.join(mine, "owner.json"), JSON.stringify(processEntry(process.pid)));
  try {
    fs.renameSync(mine, lock);
    return { taken: true };
  } catch (error) {
    fs.rmSync(mine, { recursive: true, force: true });
    if (!["EEXIST", "ENOTEMPTY", "EISDIR"].includes(error.code)) throw error;
  }
  const owner = readOwner(lock);
  if (owner && !isAlive(owner.pid, owner.ticks)) {
    // Moved aside first: of two waiters that both saw the dead holder, one rename wins.
    const aside = `${lock}.dead.${process.pid}`;
    try {
      fs.renameSync(lock, aside);
      const moved = readOwner(aside);
      if (moved && moved.pid !== owner.pid)
        fs.renameSync(aside, lock); // a live holder's lock after all
      else fs.rmSync(aside, { recursive: true, force: true });
    } catch {
      // another waiter moved it first
    }
    return { taken: false, owner: null };
  }
  return { taken: false, owner };
}

/**
 * Runs `work` while holding the build lock of `base`; waits (polling) while another process holds
 * it. `onWait(pid)` is called once, when the first attempt finds the lock held.
 */
export async function withBuildLock(base, work, { onWait = () => {}, pollMs = 200 } = {}) {
  let waited = false;
  for (;;) {
    const attempt = tryLock(base);
    if (attempt.taken) break;
    if (!waited && attempt.owner) {
      waited = true;
      onWait(attempt.owner.pid);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  try {
    return await work();
  } finally {
    // Renamed away before it is removed: a waiter's lock can never be removed with ours.
    const released = path.join(base, `${LOCK}.released.${process.pid}`);
    fs.renameSync(path.join(base, LOCK), released);
    fs.rmSync(released, { recursive: true, force: true });
  }
}
