// The operators feature's public module (ESLint holds the line).
export {
  acceptInvite,
  cancelInvite,
  inviteFromToken,
  inviteOperator,
  listOperators,
  pendingInvites,
  removeOperator,
  type OperatorRow,
  type PendingInvite,
} from "./operators";
