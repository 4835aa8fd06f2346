import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as google } from "@/app/api/auth/google/route";
import { api, call, db, PASSWORD, sessionCookieOf, signupBody, uniqueEmail, verifiedAccount } from "./support/auth";

const CLIENT_ID = "test-client.apps.googleusercontent.com";
const keyPair = () => generateKeyPairSync("rsa", { modulusLength: 2048 });
const trusted = keyPair();
const stranger = keyPair();
let server: http.Server;

beforeAll(async () => {
  const jwk = { ...trusted.publicKey.export({ format: "jwk" }), kid: "test-key", alg: "RS256", use: "sig" };
  server = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
});
afterAll(async () => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.GOOGLE_JWKS_URL;
  server.close();
  await db.$disconnect();
});

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

function idToken(claims: Record<string, unknown>, key: KeyObject = trusted.privateKey, kid = "test-key"): string {
  const now = Math.floor(Date.now() / 1000);
  const head = part({ alg: "RS256", kid, typ: "JWT" });
  const body = part({
    iss: "https://accounts.google.com",
    aud: CLIENT_ID,
    sub: `sub-${Math.random()}`,
    email_verified: true,
    name: "Grace Hopper",
    iat: now,
    exp: now + 3600,
    ...claims,
  });
  return `${head}.${body}.${sign("RSA-SHA256", Buffer.from(`${head}.${body}`), key).toString("base64url")}`;
}

const signIn = (credential: string, next?: string) => call(google, { credential, next });

describe("POST /api/auth/google", () => {
  it("creates a verified account for a new Google user and starts a session", async () => {
    const email = uniqueEmail("google");
    const answer = await signIn(idToken({ email, iss: "accounts.google.com" }), "/blogs");
    expect(answer.status).toBe(200);
    expect(answer.body.next).toBe("/blogs");
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(user.passwordHash).toBeNull();
    expect(user.name).toBe("Grace Hopper");
    const me = await call(api.session, undefined, { cookie: sessionCookieOf(answer) });
    expect(me.body.user).toMatchObject({ email });
  });

  it("sends the visitor to /home by default and never off the site", async () => {
    expect((await signIn(idToken({ email: uniqueEmail("g") }))).body.next).toBe("/home");
    expect((await signIn(idToken({ email: uniqueEmail("g") }), "//evil.example")).body.next).toBe("/home");
  });

  it("links to the existing verified account with that e-mail and keeps its password", async () => {
    const email = uniqueEmail("linked");
    await verifiedAccount(email);
    const sub = `sub-linked-${Date.now()}`;
    expect((await signIn(idToken({ email, sub }))).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.googleSub).toBe(sub);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect((await call(api.login, { email, password: PASSWORD })).status).toBe(200);
  });

  it("drops the password of an unverified sign-up it takes over, since nobody proved that mailbox", async () => {
    const email = uniqueEmail("squatted");
    await call(api.signup, signupBody(email));
    expect((await signIn(idToken({ email }))).status).toBe(200);
    const user = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it.each([
    ["a bad signature", () => idToken({ email: uniqueEmail("bad") }, stranger.privateKey)],
    ["a wrong audience", () => idToken({ email: uniqueEmail("aud"), aud: "someone-else.apps.googleusercontent.com" })],
    ["an unverified e-mail", () => idToken({ email: uniqueEmail("unv"), email_verified: false })],
    ["a wrong issuer", () => idToken({ email: uniqueEmail("iss"), iss: "https://evil.example" })],
    ["an expired token", () => idToken({ email: uniqueEmail("exp"), exp: Math.floor(Date.now() / 1000) - 600 })],
    ["an unknown key id", () => idToken({ email: uniqueEmail("kid") }, trusted.privateKey, "other-key")],
    ["a token that is not a JWT", () => "not-a-token"],
  ])("refuses %s with 401 and creates no account or session", async (_label, make) => {
    const before = await db.user.count();
    const answer = await signIn(make());
    expect(answer.status).toBe(401);
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(await db.user.count()).toBe(before);
  });

  it("refuses an unsigned (alg none) token", async () => {
    const token = `${part({ alg: "none", kid: "test-key" })}.${part({ email: uniqueEmail("none"), aud: CLIENT_ID, iss: "accounts.google.com", email_verified: true, sub: "x", exp: 9999999999 })}.`;
    expect((await signIn(token)).status).toBe(401);
  });

  it("is not available when GOOGLE_CLIENT_ID is unset", async () => {
    delete process.env.GOOGLE_CLIENT_ID;
    try {
      expect((await signIn(idToken({ email: uniqueEmail("off") }))).status).toBe(404);
    } finally {
      process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
    }
  });
});
