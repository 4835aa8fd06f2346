// Debian's nginx on loopback in front of two instances, with deploy/nginx.conf as the README shows
// it: only the listen ports, the upstream ports and the certificate paths are put in for the test,
// and the certificate is a throwaway self-signed one for localhost.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const NGINX = "/usr/sbin/nginx";
const CONFIG = path.resolve("deploy/nginx.conf");
/** The site's access log (deploy/nginx.conf's own format) in the test's nginx folder. */
export const SITE_ACCESS_LOG = "site-access.log";

export type Nginx = {
  httpsPort: number;
  httpPort: number;
  ca: Buffer;
  dir: string;
  /** nginx's error log so far (why a request failed, when one did). */
  errors(): string;
  stop(): Promise<void>;
};

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** The README's config with the test's ports and certificate; fails when a placeholder is missing. */
export function siteConfig({
  httpsPort,
  httpPort,
  upstreams,
  cert,
  key,
  dir,
}: {
  httpsPort: number;
  httpPort: number;
  upstreams: [number, number];
  cert: string;
  key: string;
  dir: string;
}): string {
  const replacements: Array<[string, string]> = [
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["server 127.0.0.1:3001 ", `server 127.0.0.1:${upstreams[0]} `],
    ["server 127.0.0.1:3002 ", `server 127.0.0.1:${upstreams[1]} `],
    ["/etc/ssl/certs/example.com.pem", cert],
    ["/etc/ssl/private/example.com.key", key],
    ["/var/log/nginx/site-access.log", path.join(dir, SITE_ACCESS_LOG)],
  ];
  let text = fs.readFileSync(CONFIG, "utf8");
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer has "${from}"`);
    text = text.replace(from, to);
  }
  return text;
}

export async function startNginx({ httpsPort, httpPort, upstreams }: { httpsPort: number; httpPort: number; upstreams: [number, number] }): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  const cert = path.join(dir, "localhost.pem");
  const key = path.join(dir, "localhost.key");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  fs.writeFileSync(path.join(dir, "site.conf"), siteConfig({ httpsPort, httpPort, upstreams, cert, key, dir }));
  // The main file an installed nginx has, reduced to what a process in a temporary folder needs.
  const main = [
    asRoot ? "user root;" : "",
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 512; }",
    "http {",
    `  access_log ${dir}/access.log;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`),
    "  include site.conf;",
    "}",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "nginx.conf"), main);
  execFileSync(NGINX, ["-t", "-q", "-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "pipe" });
  const child = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const deadline = Date.now() + 10_000;
  while (!fs.existsSync(path.join(dir, "nginx.pid"))) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`nginx did not start: ${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    httpsPort,
    httpPort,
    ca: fs.readFileSync(cert),
    dir,
    errors: () => fs.readFileSync(path.join(dir, "error.log"), "utf8"),
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
