// Prints a TCP port that is free on 127.0.0.1 right now.
import net from "node:net";

const server = net.createServer();
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(String(typeof address === "object" && address ? address.port : 0));
  server.close();
});
