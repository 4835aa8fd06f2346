// The audit feature's public module: other features record through recordAudit (ESLint holds the line).
export {
  AUDIT_ACTIONS,
  auditEventBatches,
  listAuditEvents,
  recordAudit,
  type AuditAction,
  type AuditActor,
  type AuditRecord,
  type AuditRow,
} from "./events";
