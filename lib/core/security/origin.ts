// The origin check lives in the handler builder, which makes it for every state-changing request;
// this name stays for the handlers not yet written with it.
export { assertSameOrigin } from "../handler";
