// The file store in an S3-compatible bucket. Objects stay private (no ACL, no public URL): the
// site streams them out through its own routes. An object appears only when its upload completes,
// so a failed save leaves nothing; uploads wait in a local scratch directory until verified.
import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import {
  assertKey,
  assertPrefix,
  isFileKey,
  isPrefix,
  isStream,
  type FileSource,
  type FileStore,
  type StoredFile,
} from "./file-store";
import type { S3Location } from "./location";
import { ScratchDir } from "./scratch";

export type S3StoreOptions = S3Location & {
  scratchDir: string;
  /** Only for tests; in production the SDK reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY. */
  credentials?: S3ClientConfig["credentials"];
};

export class S3Store implements FileStore {
  private readonly client: S3Client;
  private readonly scratch: ScratchDir;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(options: S3StoreOptions) {
    const { bucket, prefix, endpoint, region, forcePathStyle, credentials } = options;
    this.client = new S3Client({
      endpoint,
      region,
      forcePathStyle,
      credentials,
      // The SDK's default checksums stream bodies as aws-chunked, which many S3-compatible stores
      // do not decode (they store the framing); send checksums only where the API requires them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // A bucket that drops packets fails the request instead of holding it (lib/core/outage.ts).
      requestHandler: { connectionTimeout: 1_000 },
    });
    this.scratch = new ScratchDir(options.scratchDir);
    this.bucket = bucket;
    this.prefix = prefix;
  }

  scratchDir(): Promise<string> {
    return this.scratch.path();
  }

  /** The bucket answers with these credentials, and the scratch directory exists. */
  async check(): Promise<void> {
    await this.scratch.path();
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async save(key: string, source: FileSource): Promise<void> {
    const Key = this.objectKey(key);
    if (isStream(source)) return this.upload(Key, source);
    // A scratch file's length is known, so it streams in one PUT with nothing held in memory.
    const { size } = await fsp.stat(source.path);
    const body = fs.createReadStream(source.path);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: body, ContentLength: size }));
    } finally {
      body.destroy();
    }
    await fsp.rm(source.path, { force: true });
  }

  async open(key: string): Promise<Readable | null> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      if (!(Body instanceof Readable)) throw new Error("The S3 client returned no Node.js stream.");
      return Body;
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === "NoSuchKey") return null;
      throw error;
    }
  }

  /** Every object under `prefix/`, a page of 1,000 at a time, with its last-modified time. */
  async list(prefix: string): Promise<StoredFile[]> {
    const under = `${this.prefix}${assertPrefix(prefix)}/`;
    const files: StoredFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: under, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const key = (object.Key ?? "").slice(this.prefix.length);
        if (isFileKey(key) && object.LastModified) files.push({ key, modifiedAt: object.LastModified });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files;
  }

  /** The first path segment of every object under the store's prefix. */
  async folders(): Promise<string[]> {
    const found = new Set<string>();
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, Delimiter: "/", ContinuationToken }),
      );
      for (const common of page.CommonPrefixes ?? []) {
        const folder = (common.Prefix ?? "").slice(this.prefix.length).replace(/\/$/, "");
        if (isPrefix(folder)) found.add(folder);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return [...found].sort();
  }

  /** S3 answers a delete of a missing key with success, as the contract asks. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  /** A stream of unknown length goes up in parts (one part in memory at a time); on failure the
   * multipart upload is aborted, so no object appears. */
  private async upload(Key: string, stream: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      queueSize: 1,
      params: { Bucket: this.bucket, Key, Body: stream },
    });
    try {
      await upload.done();
    } catch (error) {
      stream.destroy();
      throw error;
    }
  }

  private objectKey(key: string): string {
    return this.prefix + assertKey(key);
  }
}
