// The workspace feature's public module: other features open, move and close work items here.
export {
  assignItem,
  dropOrphanItems,
  itemInsert,
  moveItem,
  openItem,
  withdrawItem,
  type AlsoOnMove,
  type Mover,
  type NewItem,
} from "./items";
export { dueAtFor, fillMissingDueTimes, holidayList, promiseCalendar, saveHoliday, saveWorkingHours } from "./hours";
export { replyDueAt } from "./due";
export { dueLabel, type DueLabel } from "../../content/workspace-promise";
export { answeredByMail } from "./answered";
export { addEvent, timelineOf, type Actor, type TimelineEntry } from "./events";
export { addNote, mentionedOperators, notesOf, type NoteView } from "./notes";
export { workView, type TimelineLine, type TimelineMessage, type WorkView } from "./record";
export { assignmentRules, ownerOnArrival, saveRule, type Rule } from "./assignment";
export { auditHandover, handOver, ownedCount, type HandedOver } from "./handover";
export { pipelineChoices } from "./choices";
export { recordPath as recordPathOf } from "./owner-mail";
