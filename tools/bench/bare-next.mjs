// Baseline for the page figures: the smallest App Router page Next.js builds (a root layout, one
// prerendered page with a heading, a paragraph and a link), with the project's own next, react
// and react-dom, built with the same bundler and served by `next start`. What it ships and how
// Lighthouse scores it is the floor any page of ours stands on: the framework's own JavaScript
// and the main-thread work of starting React, before a line of our code.
import fs from "node:fs";
import path from "node:path";
import { bin, root, run } from "../../server/lib.mjs";
import { brotliBytes, namedScripts } from "./page-scripts.mjs";
import { freePort, startProcess } from "./servers.mjs";

const FILES = {
  "package.json": JSON.stringify({ name: "bare-next", private: true }),
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/layout.jsx": `export const metadata = { title: "Baseline", description: "A bare Next.js page." };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/page.jsx": `import Link from "next/link";
export default function Page() {
  return <main><h1>Hello</h1><p>The smallest App Router page, prerendered.</p><Link href="/">Home</Link></main>;
}
`,
};

/** Writes, builds (webpack, as our build) and starts the bare app; `scriptKb` is the brotli size
 * of the module scripts its HTML names (quality 11, as server/build.mjs compresses ours). */
export async function startBareNext(tmpDir) {
  const dir = path.join(tmpDir, "bare-next");
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  console.log("  building the bare Next.js page (next build --webpack) ...");
  await run(bin("next"), ["build", "--webpack"], { cwd: dir, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });

  const { all, noModule } = namedScripts(fs.readFileSync(path.join(dir, ".next/server/app/index.html"), "utf8"));
  const modules = [...all].filter((chunk) => !noModule.has(chunk));
  const scriptKb = modules.reduce((sum, chunk) => sum + brotliBytes(path.join(dir, ".next"), chunk), 0) / 1024;

  const port = await freePort();
  const handle = await startProcess(
    "bare Next.js page",
    [path.join(root, "node_modules/next/dist/bin/next"), "start", dir, "-p", String(port), "-H", "127.0.0.1"],
    {
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
      readyText: "Ready",
    },
  );
  return Object.assign(handle, { url: `http://127.0.0.1:${port}`, scriptKb, scripts: modules.length, nextDir: path.join(dir, ".next") });
}
