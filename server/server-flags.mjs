// Node flags of the production server. The heap cap keeps the process inside its memory
// budget (about 300 MB resident under load): without it V8 lets the old generation grow well
// past what the server's live data needs before collecting.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=192"];
