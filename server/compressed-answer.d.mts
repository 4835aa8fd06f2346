import type http from "node:http";

export const COMPRESS_MIN_BYTES: number;
export const PAGE_HEAD_MAX: number;
export const READING_PAGE_CHUNK: RegExp;
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity";
export function compressibleType(type: unknown): boolean;
export function answerCoding(answer: {
  method?: string;
  status: number;
  acceptEncoding?: string;
  type?: unknown;
  encoding?: unknown;
  cacheControl?: unknown;
  length?: unknown;
  range?: unknown;
}): "br" | "gzip" | null;
export class AnswerBody {
  constructor(
    response: http.ServerResponse,
    sink: { write(data: Buffer, done?: () => void): boolean; end(data?: Buffer, done?: () => void): unknown },
    plan: { coding: "br" | "gzip" | null; pageHead: boolean },
  );
  get direct(): boolean;
  write(buffer: Buffer, callback?: () => void): boolean;
  flush(): void;
  end(buffer?: Buffer, callback?: () => void): unknown;
}
