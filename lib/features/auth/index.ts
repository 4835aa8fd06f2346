// The auth feature's public module: what other features may use of it (ESLint holds the line).
export {
  currentUser,
  endSession,
  signedInUser,
  verifiedEmailOf,
  requireOperatorApi,
  requireUserApi,
  requireUserPage,
  revokeOtherSessions,
  type SessionUser,
} from "./session";
export { checkCode, isRefusal, issueCode } from "./codes";
export { checkPassword, hashPassword } from "./password";
export { describeExpiredAuthRows, removeExpiredAuthRows } from "./expired";
export { assertRecentFactor, isConfirmStep, requireRecentFactorApi } from "./recent-factor";
