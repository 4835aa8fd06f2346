// Runs `next build` only when the sources changed since the last build.
import { ensureBuild } from "./lib.mjs";

await ensureBuild({ ...process.env, NODE_ENV: "production" });
