import type { IncomingMessage, ServerResponse } from "node:http";

/** The canonical form of an origin-form path, or null when it cannot be normalised safely. */
export function canonicalPath(rawPath: string): string | null;
export function refuseNonPathTarget(req: IncomingMessage, res: ServerResponse): boolean;
export function answerNonCanonicalPath(req: IncomingMessage, res: ServerResponse): boolean;
