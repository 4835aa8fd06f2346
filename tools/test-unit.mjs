// `npm run test:unit`: the two Vitest projects (SQLite, PostgreSQL) as two processes side by side.
// Inside one Vitest run the projects took turns (one core busy of two); each has its own database
// and directories, so they need not. Each project's output is printed whole when it finishes, so
// the two reports do not interleave. Arguments (file filters, -t …) go to both.
import { spawn } from "node:child_process";
import path from "node:path";

const vitest = path.resolve("node_modules/.bin/vitest");
const args = process.argv.slice(2);

function run(project) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(vitest, ["run", "--project", project, "--passWithNoTests", ...args], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) => {
      process.stdout.write(`\n== vitest --project ${project}\n${Buffer.concat(chunks).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const codes = await Promise.all([run("sqlite"), run("postgres")]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
