// The privacy feature's public module: one person's data found, exported and erased
// (lib/features/privacy/tables.ts lists the tables all three walk).
export { findPerson, rowCount, fileCount, PERSON_TABLES, type PersonData } from "./tables";
export { exportPerson } from "./export";
export { erasePerson, deleteOwnData, recentErasures, OperatorAccountError, type Erasure } from "./erase";
export { revalidateErasedPages } from "./revalidate";
export { personAuditRecord } from "./audit-record";
export { PEOPLE_PAGE, personOfHandle, personPagePath, personProfilePath, PRIVACY_PAGE } from "./person-handle";
export { personLinkOf, personProfile, type PersonProfile } from "./person-profile";
export {
  erasedNotice,
  eraseForOperator,
  erasureBack,
  exportForOperator,
  personOnSite,
  recentErasuresOnSite,
} from "./operator";
