// With STORAGE_URL naming a bucket, a visitor's resume goes to S3 (s3rver on loopback), not to
// local disk, and the operator's download streams it back from there with the usual answers.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DeleteObjectCommand, GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { decryptBuffer, fileContext, keyring, MAGIC } from "@/lib/core/storage/encryption";
import { S3_BUCKET, S3_CREDENTIALS, startS3Server, storageUrlOf, type S3Server } from "./support/s3";
import { careerBody, clearTables, db, filesOnDisk, fixture, postJson, upload } from "./support/wizard";
import { bridge } from "@/lib/core/bridge.mjs";

// The operator's download carries the session cookie a browser sends; next/headers answers the same, as inside Next.
const operator = vi.hoisted(() => ({ token: "" }));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  cookies: async () => ({ get: (name: string) => (name === "sid" && operator.token ? { name, value: operator.token } : undefined) }),
}));

const ENV = ["STORAGE_URL", "STORAGE_KEY", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"] as const;
// Required with STORAGE_URL (lib/core/config.ts): every instance reads the bucket with one key.
const STORAGE_KEY = randomBytes(32).toString("base64");
const savedEnv = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
let s3: S3Server;
let bucket: S3Client;
let routes: {
  postCareer: typeof import("@/app/api/users/route").POST;
  uploadFile: typeof import("@/app/api/upload-file/[id]/route").POST;
  download: typeof import("@/app/(operator)/admin/[list]/[id]/resume/route").GET;
};

beforeAll(async () => {
  s3 = await startS3Server();
  // The site's own path: config reads STORAGE_URL, the SDK reads the AWS variables.
  process.env.STORAGE_URL = storageUrlOf(s3);
  process.env.STORAGE_KEY = STORAGE_KEY;
  process.env.AWS_ACCESS_KEY_ID = S3_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3_CREDENTIALS.secretAccessKey;
  delete bridge.fileStore;
  vi.resetModules();
  routes = {
    postCareer: (await import("@/app/api/users/route")).POST,
    uploadFile: (await import("@/app/api/upload-file/[id]/route")).POST,
    download: (await import("@/app/(operator)/admin/[list]/[id]/resume/route")).GET,
  };
  bucket = new S3Client({ endpoint: s3.endpoint, region: "us-east-1", forcePathStyle: true, credentials: S3_CREDENTIALS });
  const user = await db.user.create({ data: { email: `operator-${Date.now().toString(36)}@example.com`, name: "Op", role: "operator" } });
  operator.token = randomBytes(32).toString("base64url");
  const tokenHash = createHash("sha256").update(operator.token).digest("hex");
  await db.session.create({ data: { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + 60_000), secondFactorAt: new Date() } });
});

afterAll(async () => {
  for (const name of ENV)
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  delete bridge.fileStore;
  bucket.destroy();
  await s3.close();
  await db.$disconnect();
});
beforeEach(clearTables);

async function download(id: string): Promise<Response> {
  const headers = { cookie: `sid=${operator.token}` };
  return routes.download(new Request(`http://localhost:3000/admin/career-applications/${id}/resume`, { headers }), {
    params: Promise.resolve({ list: "career-applications", id }),
  });
}

async function uploadedResume(bytes: Buffer): Promise<{ id: string; key: string }> {
  const body = careerBody();
  expect((await postJson(routes.postCareer, body)).status).toBe(200);
  expect((await upload(routes.uploadFile, body.id, { name: "Asha CV.pdf", bytes })).status).toBe(200);
  const row = await db.careerApplication.findUniqueOrThrow({ where: { id: body.id } });
  return { id: body.id, key: row.resumeKey ?? "" };
}

describe("resumes in S3-compatible storage", () => {
  it("stores the upload in the bucket, not on local disk, and the operator downloads it from there", async () => {
    const bytes = fixture("resume.pdf");
    const { id, key } = await uploadedResume(bytes);
    expect(key).toMatch(/^career\/[0-9a-f-]{36}\.pdf$/);
    expect(filesOnDisk()).toEqual([]);
    const object = await bucket.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
    // The bucket holds only ciphertext, which the site's key opens.
    const stored = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    expect(stored.subarray(0, MAGIC.length)).toEqual(MAGIC);
    expect(stored.includes(bytes.subarray(0, 64))).toBe(false);
    expect(await decryptBuffer(stored, keyring(STORAGE_KEY), fileContext(key))).toEqual(bytes);

    const response = await download(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="Asha CV.pdf"; filename*=UTF-8''Asha%20CV.pdf`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answers 404 when the object is gone from the bucket", async () => {
    const { id, key } = await uploadedResume(fixture("resume.pdf"));
    await bucket.send(new DeleteObjectCommand({ Bucket: S3_BUCKET, Key: key }));
    const response = await download(id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "The file is missing from storage." });
  });
});
