// A TCP port that is free on 127.0.0.1 right now; run as a script, prints it.
import net from "node:net";
import { fileURLToPath } from "node:url";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write(String(await freePort()));
