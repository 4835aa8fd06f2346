// Requests over HTTPS to a loopback server whose certificate `ca` signed, from a chosen loopback
// source address (127.0.0.0/8 is all this machine's), so a test can be many visitors at once.
import https from "node:https";

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type HttpsRequest = {
  port: number;
  ca: Buffer;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The client's address as the server sees it: any 127.x.y.z. */
  from?: string;
  timeoutMs?: number;
};

export function httpsRequest({ port, ca, path, method = "GET", headers = {}, body, from, timeoutMs = 30_000 }: HttpsRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        servername: "localhost",
        port,
        path,
        method,
        ca,
        headers: { host: `localhost:${port}`, ...headers },
        localAddress: from,
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** A multipart/form-data body with one file part. */
export function multipart(field: string, filename: string, type: string, content: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----nginx-test-${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
