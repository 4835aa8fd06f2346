// The part of s3rver (an S3-protocol server for tests; it ships no types) that the tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
