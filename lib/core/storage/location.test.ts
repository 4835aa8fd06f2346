import { describe, expect, it } from "vitest";
import { parseStorageUrl } from "./location";

describe("STORAGE_URL", () => {
  it("means local disk when empty", () => {
    expect(parseStorageUrl("")).toEqual({ kind: "local" });
    expect(parseStorageUrl("  ")).toEqual({ kind: "local" });
  });

  it("names a bucket, its endpoint, region and addressing style", () => {
    expect(
      parseStorageUrl("s3://site-uploads?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true"),
    ).toEqual({
      kind: "s3",
      bucket: "site-uploads",
      prefix: "",
      endpoint: "http://127.0.0.1:9000",
      region: "eu-west-1",
      forcePathStyle: true,
    });
  });

  it("leaves endpoint and region to the SDK (AWS S3, AWS_REGION) when absent, and takes a key prefix from the path", () => {
    expect(parseStorageUrl("s3://site-uploads/prod/site-a/")).toEqual({
      kind: "s3",
      bucket: "site-uploads",
      prefix: "prod/site-a/",
      endpoint: undefined,
      region: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    ["file:///var/uploads", /STORAGE_URL has an unknown scheme "file:"/],
    ["gs://bucket", /STORAGE_URL has an unknown scheme "gs:"/],
    ["uploads", /STORAGE_URL is not a URL/],
    [
      "s3://KEY:SECRET@bucket",
      /STORAGE_URL must not carry credentials \(set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY\)/,
    ],
    ["s3://Bad_Bucket", /STORAGE_URL names no valid bucket/],
    ["s3://bucket/a//b", /STORAGE_URL has a key prefix/],
    ["s3://bucket?endpoint=ftp://host", /STORAGE_URL has an endpoint that is not an http\(s\) URL/],
    ["s3://bucket?region=EU WEST", /STORAGE_URL has an invalid region/],
    ["s3://bucket?forcePathStyle=yes", /STORAGE_URL has forcePathStyle="yes"/],
    ["s3://bucket?forcepathstyle=true", /STORAGE_URL has an unknown parameter "forcepathstyle"/],
  ])("refuses %s with a message naming STORAGE_URL", (value, message) => {
    expect(() => parseStorageUrl(value)).toThrow(message);
  });

  it("never repeats credentials a mistaken URL carries", () => {
    expect(() => parseStorageUrl("s3://AKIA1234:wJalrXUtnFEMI@bucket")).toThrow(
      expect.objectContaining({ message: expect.not.stringMatching(/AKIA1234|wJalrXUtnFEMI/) }),
    );
  });
});
