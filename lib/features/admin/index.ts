// The admin feature's public module for the others: only what another feature reads of upkeep
// (the launch checklist asks whether retention ever ran). Pages import the admin files directly.
export { lastRetentionRun } from "./upkeep";
