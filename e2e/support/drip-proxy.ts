import http from "node:http";
import type { AddressInfo } from "node:net";

/** Where a page's HTML is cut: after each button's start and end tag and after each icon. */
export const DRIP_CUTS = /<button\b[^>]*>|<\/button>|<\/svg>/g;

/** `html` cut after each match of `cuts` (a global pattern). */
export function cutAfter(html: string, cuts: RegExp): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const match of html.matchAll(cuts)) {
    const to = (match.index ?? 0) + match[0].length;
    pieces.push(html.slice(from, to));
    from = to;
  }
  pieces.push(html.slice(from));
  return pieces;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A proxy on 127.0.0.1 that passes every request to `target` as it is, but sends a page's HTML in
 * pieces (cut by `cuts`) with `pauseMs` between them. The browser parses and paints what it has at
 * each pause, as a phone does when its network or its processor is slow: the page is drawn half
 * parsed, at every place where that could move what is already drawn.
 */
export async function startDripProxy(target: string, cuts = DRIP_CUTS, pauseMs = 30) {
  const upstreamUrl = new URL(target);
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: upstreamUrl.host, "accept-encoding": "identity" };
    const upstream = http.request(new URL(request.url ?? "/", target), { method: request.method, headers }, (answer) => {
      const isHtml = String(answer.headers["content-type"] ?? "").startsWith("text/html");
      if (!isHtml) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      // HTML the proxy cannot cut fails the one test that asked for it, not the run.
      const encoding = answer.headers["content-encoding"];
      if (encoding) {
        answer.resume();
        response.writeHead(502, { "content-type": "text/plain" }).end(`The HTML came ${encoding}-encoded.`);
        return;
      }
      const body: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => body.push(chunk));
      answer.on("end", async () => {
        const { "content-length": _length, ...rest } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, rest);
        for (const piece of cutAfter(Buffer.concat(body).toString("utf8"), cuts)) {
          response.write(piece);
          await pause(pauseMs);
        }
        response.end();
      });
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
