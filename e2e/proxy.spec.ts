// Behind TRUST_PROXY=1 (as the end-to-end server runs) the visitor's address is the entry our
// proxy appended to X-Forwarded-For, never one the client wrote; IPv6 visitors share a limit per /64.
import { expect, query, test, uniqueEmail } from "./support/fixtures";

const consentIp = (email: string) => query<{ consentIp: string }>("SELECT consentIp FROM Subscriber WHERE email = ?", email)[0]?.consentIp;

test("takes the address the trusted proxy appended, not the one the client wrote first", async ({ request, baseURL }) => {
  const email = uniqueEmail("proxy");
  const answer = await request.post("/api/subscribe", {
    data: { email },
    headers: { Origin: baseURL ?? "", "X-Forwarded-For": "198.51.100.66, 203.0.113.41" },
  });
  expect(answer.status()).toBe(200);
  expect(consentIp(email)).toBe("203.0.113.41");
});

test("counts every address of one IPv6 /64 toward one limit, and another /64 apart", async ({ request, baseURL }) => {
  const post = (ip: string) =>
    request.post("/api/subscribe", { data: { email: uniqueEmail("v6") }, headers: { Origin: baseURL ?? "", "X-Forwarded-For": ip } });
  const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
  const statuses: number[] = [];
  for (let host = 1; host <= 21; host += 1) statuses.push((await post(`${net}::${host.toString(16)}`)).status());
  expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
  expect(statuses[20]).toBe(429);
  expect((await post(`${net.replace(/:7$/, ":8")}::1`)).status()).toBe(200);
});
