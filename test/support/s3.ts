// A real S3-protocol server on loopback for the storage tests: s3rver, from npm, because no MinIO
// package is reachable here and s3rver speaks enough of the protocol (path-style addressing, put,
// get, delete, multipart) for the AWS SDK v3. It checks signatures against its fixed S3RVER keys.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export const S3_BUCKET = "uploads";
export const S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type S3Server = { endpoint: string; dataDir: string; close(): Promise<void> };

export async function startS3Server(): Promise<S3Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: dataDir, configureBuckets: [{ name: S3_BUCKET }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dataDir,
    async close() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The STORAGE_URL that points the site at this server. */
export function storageUrlOf(server: S3Server): string {
  return `s3://${S3_BUCKET}?endpoint=${encodeURIComponent(server.endpoint)}&region=us-east-1&forcePathStyle=true`;
}
