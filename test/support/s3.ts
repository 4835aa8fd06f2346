// A real S3-protocol server on loopback for the storage tests: s3rver, from npm, because no MinIO
// package is reachable here and s3rver speaks enough of the protocol (path-style addressing, put,
// get, delete, multipart) for the AWS SDK v3. It checks signatures against its fixed S3RVER keys.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_BUCKET = "uploads";
export const S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3Server = {
  endpoint: string;
  dataDir: string;
  /** An outage: the server stops listening, its objects stay. */
  stopServer(): Promise<void>;
  /** Listens again on the same port, with the same objects. */
  startServer(): Promise<void>;
  close(): Promise<void>;
};

export async function startS3Server(): Promise<S3Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const open = (port: number) => new S3rver({ address: "127.0.0.1", port, silent: true, directory: dataDir, configureBuckets: [{ name: S3_BUCKET }] });
  let server: S3rver | null = open(0);
  const { port } = await server.run();
  const stopServer = async () => {
    const running = server;
    server = null;
    await running?.close();
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dataDir,
    stopServer,
    async startServer() {
      if (server) return;
      server = open(port);
      await server.run();
    },
    async close() {
      await stopServer();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The STORAGE_URL that points the site at this server. */
export function storageUrlOf(server: S3Server): string {
  return `s3://${S3_BUCKET}?endpoint=${encodeURIComponent(server.endpoint)}&region=us-east-1&forcePathStyle=true`;
}
