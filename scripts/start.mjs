// `npm start`: database ready, production build current, then the server on PORT (3000).
import { prepareDb } from "./prepare-db.mjs";
import { ensureBuild } from "./lib.mjs";

const env = { ...process.env, NODE_ENV: "production" };
await prepareDb(env);
await ensureBuild(env);
await import("./server.mjs");
