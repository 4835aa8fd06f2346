// `npm start`: database ready, production build current, then the server on PORT (3000).
import { spawn } from "node:child_process";
import { prepareDb } from "./prepare-db.mjs";
import { ensureBuild } from "./lib.mjs";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";

const env = { ...process.env, NODE_ENV: "production" };
await prepareDb(env);
await ensureBuild(env);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, new URL("./server.mjs", import.meta.url).pathname], {
  env,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
