// The fuzz test's malformed requests, made by a seeded generator so every run sends the same ones.
// Every body is invalid for its endpoint (a missing or wrong field at least), so none may store anything.
import type { RawRequest } from "./raw-http";

/** mulberry32: a small seeded PRNG. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Endpoint = { path: string; upload?: boolean };

const latin = (text: string) => Buffer.from(text, "latin1");
const utf8 = (text: string) => Buffer.from(text, "utf8");
const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";

type Ctx = { rng: () => number; endpoint: Endpoint; origin: string; ip: string };
type Case = { name: string; make: (ctx: Ctx) => Omit<RawRequest, "method"> };

const pick = <T>(rng: () => number, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const len = (body: Buffer): [string, string] => ["Content-Length", String(body.length)];

function request(ctx: Ctx, type: string | null, body: Buffer, extra: Array<[string, string]> = [], path = ctx.endpoint.path) {
  const headers: Array<[string, string]> = [["X-Forwarded-For", ctx.ip], ["Origin", ctx.origin], len(body), ...extra];
  if (type !== null) headers.push(["Content-Type", type]);
  return { path, headers, body };
}

// Wrong for every endpoint, the feedback form (whose answers are all optional) included.
const SAMPLE = () => ({ email: "fuzz(at)example", firstName: "", id: "not-a-uuid", experience: "fuzz", appliedBefore: 2, message: "" });

function multipart(parts: Array<{ name: string; filename?: string; type?: string; content: Buffer }>, close = true): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    pieces.push(latin(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`));
    pieces.push(part.content, latin("\r\n"));
  }
  if (close) pieces.push(latin(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(pieces);
}

const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const FAKE_PDF = latin("%PDF-1.4\n%\xff\xfe\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF");

export const CASES: Case[] = [
  { name: "no content type", make: (c) => request(c, null, utf8(JSON.stringify(SAMPLE()))) },
  { name: "text/plain JSON", make: (c) => request(c, "text/plain", utf8(JSON.stringify(SAMPLE()))) },
  { name: "odd charset", make: (c) => request(c, "application/json; charset=utf-16le", Buffer.from(JSON.stringify(SAMPLE()), "utf16le")) },
  { name: "broken JSON", make: (c) => request(c, "application/json", utf8(pick(c.rng, ['{"email": "a@b', "{,}", "{'a':1}", '{"a":1,}', "\u0000{}", "NaN"]))) },
  {
    name: "truncated JSON",
    make: (c) => {
      const whole = JSON.stringify({ ...SAMPLE(), about: "x".repeat(200) });
      return request(c, "application/json", utf8(whole.slice(0, 1 + Math.floor(c.rng() * (whole.length - 2)))));
    },
  },
  { name: "JSON not an object", make: (c) => request(c, "application/json", utf8(pick(c.rng, ["[]", "null", "42", '"email"', "true", "[{}]"]))) },
  { name: "empty JSON body", make: (c) => request(c, "application/json", Buffer.alloc(0)) },
  { name: "oversized JSON", make: (c) => request(c, "application/json", utf8(JSON.stringify({ email: "a".repeat(80 * 1024 + Math.floor(c.rng() * 1000)) }))) },
  {
    name: "declared length far too large",
    make: (c) => ({
      ...request(c, null, utf8("{}")),
      headers: [
        ["X-Forwarded-For", c.ip],
        ["Origin", c.origin],
        ["Content-Type", pick(c.rng, ["application/json", MULTIPART])],
        ["Content-Length", "1000000000000"],
      ],
    }),
  },
  {
    name: "bad UTF-8",
    make: (c) =>
      request(
        c,
        "application/json",
        Buffer.concat([latin('{"email":"\xff\xfe@x.co","firstName":"\xc3\x28","message":"'), latin("\xed\xa0\x80\xf8\x88\x80\x80\x80"), latin('"}')]),
      ),
  },
  {
    name: "lone surrogates and NUL",
    make: (c) => request(c, "application/json", utf8('{"email":"\\u0000@x.co","name":"\\ud800","password":"\\udfff","code":"\\u0000"}')),
  },
  {
    name: "huge numbers",
    make: (c) =>
      request(
        c,
        "application/json",
        utf8(`{"id":1e400,"experience":-1e400,"relevantExperience":${"9".repeat(400)},"phoneNumber":123456789012345678901234567890,"email":1e21,"code":-0}`),
      ),
  },
  {
    name: "prototype keys",
    make: (c) =>
      request(
        c,
        "application/json",
        utf8(
          pick(c.rng, [
            '{"__proto__":{"email":"proto@example.com","role":"operator","aggreement":true},"constructor":{"prototype":{"polluted":true}}}',
            '{"email":{"__proto__":null},"constructor":"x","toString":1,"hasOwnProperty":2,"valueOf":{}}',
            '{"__proto__":[],"prototype":{},"id":{"constructor":{"name":"Function"}}}',
          ]),
        ),
      ),
  },
  { name: "deep nesting", make: (c) => request(c, "application/json", utf8(`{"experience":${"[".repeat(20_000)}${"]".repeat(20_000)}}`)) },
  { name: "multipart without boundary", make: (c) => request(c, "multipart/form-data", multipart([{ name: "file", filename: "a.pdf", content: FAKE_PDF }])) },
  { name: "multipart garbage", make: (c) => request(c, MULTIPART, latin(`--${BOUNDARY}\r\n\xff\xfe garbage \r\n\r\n--${BOUNDARY}`)) },
  {
    name: "multipart unclosed",
    make: (c) =>
      request(
        c,
        MULTIPART,
        multipart([{ name: pick(c.rng, ["resume", "file", "image"]), filename: "cv.pdf", type: "application/pdf", content: FAKE_PDF }], false),
      ),
  },
  {
    name: "multipart evil file names and fields",
    make: (c) =>
      request(
        c,
        MULTIPART,
        multipart([
          { name: "title", content: utf8("<script>alert(1)</script>") },
          {
            name: pick(c.rng, ["resume", "file", "image", "__proto__"]),
            filename: pick(c.rng, ["../../etc/passwd", "..\\..\\boot.ini", "a\r\nContent-Type: text/html.pdf", "%2e%2e%2fx.pdf", "\u0000.pdf"]),
            type: "application/pdf",
            content: FAKE_PDF,
          },
          { name: "extra", filename: "second.pdf", type: "application/pdf", content: FAKE_PDF },
        ]),
      ),
  },
  {
    name: "multipart huge part header",
    make: (c) => request(c, MULTIPART, latin(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${"n".repeat(70_000)}"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`)),
  },
  {
    name: "multipart empty file",
    make: (c) =>
      request(
        c,
        MULTIPART,
        multipart([{ name: pick(c.rng, ["resume", "file", "image"]), filename: "empty.pdf", type: "application/pdf", content: Buffer.alloc(0) }]),
      ),
  },
  {
    name: "urlencoded bad escapes",
    make: (c) => request(c, "application/x-www-form-urlencoded", latin("token=%E0%A4%A&email=%ff%fe&__proto__[x]=1&constructor.prototype.y=2")),
  },
  {
    name: "header injection",
    make: (c) => {
      const body = utf8(JSON.stringify(SAMPLE()));
      const trick = pick(c.rng, [
        ["X-Forwarded-For", `${c.ip}\r\nX-Client-Ip: 6.6.6.6`],
        ["X-Test", "a\nSet-Cookie: sid=evil"],
        ["X-Test", "a\rb"],
        ["Content-Type", "application/json\r\n\r\n{}"],
        ["Origin", `${c.origin}\r\nX-Forwarded-Host: evil.example`],
      ] as Array<[string, string]>);
      return { path: c.endpoint.path, headers: [["X-Forwarded-For", c.ip], len(body), trick], body };
    },
  },
  {
    name: "CR/LF inside JSON values",
    make: (c) =>
      request(
        c,
        "application/json",
        utf8(JSON.stringify({ email: "x@y.co\r\nBcc: victim@example.com", name: "a\r\nSubject: spam", id: "\r\n", experience: "good\r\nX: 1" })),
      ),
  },
  {
    name: "bad chunked encoding",
    make: (c) => ({
      path: c.endpoint.path,
      headers: [
        ["X-Forwarded-For", c.ip],
        ["Content-Type", "application/json"],
        ["Transfer-Encoding", "chunked"],
        ...(c.rng() < 0.5 ? [["Content-Length", "5"] as [string, string]] : []),
      ],
      // Each stream is complete: one that stops mid-way is a stalled client, which Node's requestTimeout ends.
      // The framing is broken inside the request (a chunk longer than its size): garbage after a
      // complete chunked body is another request, and `{}` is a whole, valid empty feedback.
      body: latin(pick(c.rng, ["zz\r\n{}\r\n0\r\n\r\n", "2\r\n{}}GARBAGE\r\n0\r\n\r\n", "ffffffffffffffffff\r\n{}\r\n0\r\n\r\n", "1\r\n{\r\n0\r\n\r\n"])),
    }),
  },
  {
    name: "cross-site origin",
    make: (c) => ({
      ...request(c, "application/json", utf8("{}")),
      headers: [
        ["X-Forwarded-For", c.ip],
        ["Origin", pick(c.rng, ["null", "https://attacker.example", "http://127.0.0.1.attacker.example"])],
        ["Content-Type", "application/json"],
        ["Sec-Fetch-Site", "cross-site"],
        len(utf8("{}")),
      ],
    }),
  },
  {
    name: "path tricks",
    make: (c) => {
      const base = c.endpoint.path;
      const upload = c.endpoint.upload ? base.slice(0, base.lastIndexOf("/")) : base;
      const path = c.endpoint.upload
        ? pick(c.rng, [
            `${upload}/..%2f..%2fetc%2fpasswd`,
            `${upload}/%2e%2e`,
            `${upload}/../users`,
            `${upload}/%2e%2e%2f%2e%2e%2fapi%2fusers`,
            `${upload}/x%00y`,
            `${upload}/${"a".repeat(3000)}`,
            `${upload}/%E0%A4%A`,
            `${base}%2f..%2f..`,
            `${upload}/__proto__`,
          ])
        : pick(c.rng, [
            `${base}?a=%E0%A4%A`,
            `${base}/..%2f`,
            `${base}%2f`,
            `/.${base}`,
            `${base}/%2e%2e/`,
            `${base}?__proto__[polluted]=1&constructor[prototype][x]=1`,
          ]);
      return request(c, "application/json", utf8(JSON.stringify(SAMPLE())), [], path);
    },
  },
];

export type FuzzRequest = RawRequest & { endpoint: string; kind: string };

/** Every case once for every endpoint (endpoints × cases requests), details drawn from `seed`. */
export function fuzzRequests(endpoints: Endpoint[], origin: string, seed: number): FuzzRequest[] {
  const rng = seeded(seed);
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < endpoints.length * CASES.length; i++) {
    const endpoint = endpoints[i % endpoints.length] as Endpoint;
    const kind = CASES[((i % endpoints.length) + Math.floor(i / endpoints.length)) % CASES.length] as Case;
    const ip = `100.${64 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;
    requests.push({ method: "POST", ...kind.make({ rng, endpoint, origin, ip }), endpoint: endpoint.path, kind: kind.name });
  }
  return requests;
}
