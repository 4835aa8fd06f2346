// `npm start`: database ready, production build current, then the server on PORT (3000).
import { spawn } from "node:child_process";
import { prepareDb } from "./prepare-db.mjs";
import { ensureBuild, requireBuild } from "./lib.mjs";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";

const env = { ...process.env, NODE_ENV: "production" };
await prepareDb(env);
// `--existing-build`: serve the build that is there even if it was made for other settings
// (a test's second server with its own SITE_URL must not rebuild .next under the first one).
if (process.argv.includes("--existing-build")) requireBuild();
else await ensureBuild(env);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, new URL("./server.mjs", import.meta.url).pathname], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
