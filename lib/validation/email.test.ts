// The one e-mail rule: plain mailboxes only, so the address stored is the address mail goes to.
import addressparser from "nodemailer/lib/addressparser";
import { describe, expect, it } from "vitest";
import { addressCapKey, isValidEmail, normaliseEmail } from "./email";

const ACCEPTED = [
  "ada@example.com",
  "a.b+tag@sub.example.co.in",
  "o'neil@example.ie",
  "x_y-z@xn--bcher-kva.de",
  "A@EXAMPLE.COM",
];
const REFUSED = [
  "1<victim@x.com",
  "2<victim@x.com",
  "victim@x.com>",
  "(1@x.yz",
  "a(b)@x.com",
  '"a b"@x.com',
  '"victim@x.com"@y.com',
  "a,b@x.com",
  "a@x.com,b@y.com",
  "a;b@x.com",
  "a:b@x.com",
  "a[b]@x.com",
  "a\\b@x.com",
  "a b@x.com",
  ".a@x.com",
  "a.@x.com",
  "a..b@x.com",
  "a@-x.com",
  "a@x-.com",
  "a@x",
  "a@x..com",
  "a@x.c",
  "ädä@x.com",
  `${"a".repeat(65)}@x.com`,
  "a@x.com\r\nBcc: y@z.com",
  "",
];

/** What nodemailer would deliver to for this string (its own address parser). */
const recipients = (value: string) => addressparser(value).map((entry) => ("address" in entry ? entry.address : null));

describe("the e-mail rule", () => {
  it.each(ACCEPTED)("accepts the plain mailbox %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(REFUSED)("refuses %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("refuses the forms nodemailer reads as someone else's address", () => {
    // Without the rule these were stored as distinct rows and all delivered to victim@x.com.
    expect(recipients("1<victim@x.com")).toEqual(["victim@x.com"]);
    expect(recipients("2<victim@x.com")).toEqual(["victim@x.com"]);
    expect(isValidEmail("1<victim@x.com") || isValidEmail("2<victim@x.com")).toBe(false);
  });

  it("stores an internationalised domain in its ASCII form, and accepts it", () => {
    expect(normaliseEmail("  Ada@Bücher.DE ")).toBe("ada@xn--bcher-kva.de");
    expect(isValidEmail("Ada@Bücher.de")).toBe(true);
  });

  it("accepts nothing that nodemailer would parse to another address or to several", () => {
    // Every accepted address, and seeded strings built from the characters mail syntax gives meaning to.
    const alphabet = [
      "a",
      "b",
      "1",
      ".",
      "@",
      "<",
      ">",
      "(",
      ")",
      "[",
      "]",
      ",",
      ";",
      ":",
      '"',
      "\\",
      " ",
      "+",
      "x.com",
      "-",
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const candidates = [...ACCEPTED, ...REFUSED];
    for (let i = 0; i < 5000; i += 1) {
      const length = 3 + Math.floor(next() * 10);
      candidates.push(
        Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join("") +
          (next() < 0.5 ? "@x.com" : ""),
      );
    }
    let accepted = 0;
    for (const candidate of candidates) {
      if (!isValidEmail(candidate)) continue;
      accepted += 1;
      const stored = normaliseEmail(candidate);
      expect(addressparser(stored), candidate).toEqual([{ address: stored, name: "" }]);
    }
    expect(accepted).toBeGreaterThan(ACCEPTED.length);
  });
});

describe("the cap key of an address", () => {
  it("drops the +tag and the case, so tagged variants count as one mailbox", () => {
    expect(["Ann@X.com", "ann+1@x.com", "ANN+job+alerts@x.com", " ann+@x.com "].map(addressCapKey)).toEqual(
      Array(4).fill("ann@x.com"),
    );
    expect(addressCapKey("bob@x.com")).toBe("bob@x.com");
    expect(addressCapKey("ann@x+y.com")).toBe("ann@x+y.com");
  });
});
