import type { IncomingMessage, ServerResponse } from "node:http";

/** Writes the brotli copies of the build's scripts, styles and icon sprite; returns how many. */
export function precompressStatic(nextDir: string): number;
/** Answers a script, style or the icon sprite from its brotli copy; false leaves the request to Next. */
export function serveBrotli(nextDir: string, req: IncomingMessage, res: ServerResponse): boolean;
