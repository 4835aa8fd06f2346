import type { ServerResponse } from "node:http";

export const NOT_FOUND_CACHE_CONTROL: string;
export function guardedCacheControl(status: number, value: string | undefined): string | undefined;
export function guardResponse(res: ServerResponse, scriptSources: (status: number) => string[]): void;
