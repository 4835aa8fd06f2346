export const SERVER_NODE_FLAGS: string[];
export function serverEnv<T extends Record<string, string | undefined>>(env: T): T & { MALLOC_ARENA_MAX: string };
