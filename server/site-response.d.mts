import http from "node:http";

export const NOT_FOUND_CACHE_CONTROL: string;
export function guardedCacheControl(
  status: number,
  value: string | number | string[] | undefined,
): string | number | string[] | undefined;
export class SiteResponse<
  Request extends http.IncomingMessage = http.IncomingMessage,
> extends http.ServerResponse<Request> {
  scriptSources: ((status: number) => string[]) | null;
}
