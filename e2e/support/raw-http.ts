// A raw HTTP/1.1 client over a TCP socket: the fuzz test must send bytes that fetch and node:http
// refuse to (CR/LF in header values, bad chunking, paths left unnormalised), and see what comes back.
import net from "node:net";

export type RawRequest = { method: string; path: string; headers: Array<[string, string]>; body: Buffer };
export type RawAnswer = { status: number; head: string; body: string; ms: number };

/** Sends `request` with Connection: close and reads until the server closes; rejects after `timeoutMs`. */
export function sendRaw(port: number, request: RawRequest, timeoutMs: number): Promise<RawAnswer> {
  const started = Date.now();
  const lines = [`${request.method} ${request.path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Connection: close"];
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host: "127.0.0.1", port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms: ${request.method} ${request.path}`));
    }, timeoutMs);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? "0");
      if (status === 0) {
        reject(new Error(`no HTTP answer to ${request.method} ${request.path}: ${JSON.stringify(text.slice(0, 80))}`));
        return;
      }
      resolve({ status, head: end < 0 ? text : text.slice(0, end), body: end < 0 ? "" : text.slice(end + 4), ms: Date.now() - started });
    };
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("end", finish);
    // The server may answer (413, 400) and close before reading the whole body: keep what came.
    socket.on("error", () => (chunks.length > 0 ? finish() : undefined));
    socket.on("close", () => finish());
    socket.write(Buffer.concat([head, request.body]), () => undefined);
  });
}
