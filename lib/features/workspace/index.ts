// The workspace feature's public module: other features open, move and close work items here.
export {
  assignItem,
  dropOrphanItems,
  itemInsert,
  moveItem,
  openItem,
  withdrawItem,
  type Mover,
  type NewItem,
} from "./items";
export { addEvent, timelineOf, type Actor, type TimelineEntry } from "./events";
export { assignmentRules, ownerOnArrival, saveRule, type Rule } from "./assignment";
export { auditHandover, handOver, ownedCount, type HandedOver } from "./handover";
