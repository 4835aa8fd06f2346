// The admin feature's public module for the others: only what another feature reads of upkeep
// (the launch checklist asks whether retention ever ran). Pages import the admin files directly.
export { lastRetentionRun } from "./upkeep";
/** The lists' URL filters, which the pipeline boards share (lib/features/workspace/board.ts). */
export { createdRange, parseFilters, type SearchParams } from "./filters";
