// The e2e server's reply domain and inbound token: the server (./serve.mjs) and the tests that
// send it replies read them from here.
export const E2E_REPLY_DOMAIN = "replies.e2e.test";
export const E2E_INBOUND_TOKEN = "e2e-inbound-token-0123456789abcdef";
