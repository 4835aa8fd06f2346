export const E2E_REPLY_DOMAIN: string;
export const E2E_INBOUND_TOKEN: string;
