// Node flags and environment of the production server, for every way it is started (npm start,
// the end-to-end suite, the bench). The heap cap keeps the process inside its memory budget
// (about 300 MB resident under load): without it V8 lets the old generation grow well past what
// the server's live data needs before collecting.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=192"];

/**
 * `env` with glibc's malloc arenas capped at two, unless it sets its own cap. glibc gives each
 * thread that allocates an arena of its own (up to eight per core) and keeps what is freed in it:
 * sharp's work on an uploaded image (re-encoded, then its narrower copies) runs on libuv's
 * threads, and left the server 30-50 MB larger after each cover, 220 -> 355 MB over six case
 * studies published and deleted; 220 -> 294 MB with two arenas (tools/bench, "app server peak RSS").
 */
export const serverEnv = (env) => ({ MALLOC_ARENA_MAX: "2", ...env });
