// `npm run build`: runs `next build` only when the sources or the build-time settings changed since
// the last build, and never while servers serve .next (it says so in one line and exits 1).
import { BuildRefused, ensureBuild } from "./lib.mjs";

try {
  await ensureBuild({ ...process.env, NODE_ENV: "production" }, { tag: "[build]" });
} catch (error) {
  if (!(error instanceof BuildRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
