// `npm start`: database ready, production build current, then the server on PORT (3000). Any
// number of starts may share one checkout: the build is made once (the others wait for it) and is
// never remade under a running server (server/lib.mjs ensureBuild).
import { spawn } from "node:child_process";
import { isRegistered } from "./build-guard.mjs";
import { prepareDb } from "./prepare-db.mjs";
import { BuildRefused, ensureBuild, root } from "./lib.mjs";
import { SERVER_NODE_FLAGS, serverEnv } from "./server-flags.mjs";
import { describeMail } from "./start-summary.mjs";

const env = { ...process.env, NODE_ENV: "production" };
const config = await prepareDb(env);
console.log(`[mail] ${describeMail(config)}`);

/** Resolves once the server has recorded itself as serving .next (or has exited). */
async function registered(child) {
  while (child.exitCode === null && child.signalCode === null && !isRegistered(root, child.pid)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let server;
try {
  // `--existing-build`: serve the build that is there even if it was made for another SITE_URL
  // (a test's server with its own SITE_URL beside the suite's server).
  await ensureBuild(env, {
    existing: process.argv.includes("--existing-build"),
    // Started under the build lock and recorded before it is released, so that no other start
    // can rebuild between this check and this server.
    async whileLocked() {
      server = spawn(process.execPath, [...SERVER_NODE_FLAGS, new URL("./server.mjs", import.meta.url).pathname], {
        env: serverEnv(env),
        stdio: "inherit",
      });
      await registered(server);
    },
  });
} catch (error) {
  if (!(error instanceof BuildRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
if (server.exitCode !== null || server.signalCode !== null) process.exit(server.exitCode ?? 1);
server.on("exit", (code) => process.exit(code ?? 0));
