import type http from "node:http";

export const LINGER_MS: number;
export function bodyUnread(req: http.IncomingMessage | undefined): boolean;
export function lingerAfterAnswer(req: http.IncomingMessage): void;
