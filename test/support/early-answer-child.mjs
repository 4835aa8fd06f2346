// The server of test/linger.nodb.test.ts, in its own process (a client in the same event loop
// reads every answer before the server's close can overtake it): SiteResponse answers 413 before
// reading the body, at once (/unread) or after its first chunk, then reading no more (/started,
// as Next leaves a route handler's body). Prints "port N" once it listens.
import http from "node:http";
import { SiteResponse } from "../../server/site-response.mjs";

const server = http.createServer({ ServerResponse: SiteResponse }, (req, res) => {
  const refuse = () => {
    res.writeHead(413, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    res.end(JSON.stringify({ error: "too large" }));
  };
  if (req.url === "/started") req.once("data", () => (req.pause(), refuse()));
  else refuse();
});
server.keepAliveTimeout = 65_000;
server.listen(0, "127.0.0.1", () => console.log(`port ${server.address().port}`));
