import { describe, expect, it } from "vitest";
import { contactDetailsIn } from "./contact-details.mjs";

describe("the contact details in a resume's text", () => {
  it("finds the name, e-mail address and phone number of a resume's header", () => {
    const text = "Priya Sharma\npriya.sharma@example.com\n+91 98765 43210\n\nSenior Java Developer\nBengaluru";
    expect(contactDetailsIn(text)).toEqual({
      name: "Priya Sharma",
      email: "priya.sharma@example.com",
      phone: "+919876543210",
    });
  });

  it("finds them on one header line, after a heading", () => {
    const text = "CURRICULUM VITAE\nRahul Verma | Mobile: 098765-43210 | rahul.verma@example.in\nObjective";
    expect(contactDetailsIn(text)).toEqual({
      name: "Rahul Verma",
      email: "rahul.verma@example.in",
      phone: "09876543210",
    });
  });

  it("finds nothing in a text without them", () => {
    expect(contactDetailsIn("")).toEqual({});
    expect(contactDetailsIn("Experience\nBuilt payment services in Java, 2016 - 2021.")).toEqual({});
  });

  describe("phone numbers", () => {
    it.each([
      ["+91 98765 43210", "+919876543210"],
      ["098765-43210", "09876543210"],
      ["(555) 123-4567", "5551234567"],
      ["+44 20 7946 0958", "+442079460958"],
      ["+91-9876543210", "+919876543210"],
      ["+919876543210", "+919876543210"],
      ["9876543210", "9876543210"],
      ["+1 (555) 123-4567", "+15551234567"],
      ["555.123.4567", "5551234567"],
      ["(555) 201-2019", "5552012019"],
    ])("reads %s as %s", (written, digits) => {
      expect(contactDetailsIn(`Phone: ${written}.`).phone).toBe(digits);
    });

    it("takes the first of several", () => {
      expect(contactDetailsIn("Mobile: +91 98765 43210\nHome: +44 20 7946 0958").phone).toBe("+919876543210");
    });

    it.each([
      ["a short local number", "Tel: 2345 6789"],
      ["a PIN code", "Bengaluru 560001"],
      ["a date range", "Infosys 2012 - 2016, 2016-2019"],
      ["years in a row", "Awards 2014 2016 2019"],
      ["a number in groups of four", "ID 1234 5678 9012"],
      ["a number too long to dial", "Account 1234567890123456"],
      ["digits inside a word", "Ref ABC9876543210"],
      ["a version", "Java 1.8.0.292"],
    ])("finds none in %s", (_, text) => {
      expect(contactDetailsIn(text).phone).toBeUndefined();
    });
  });

  describe("e-mail addresses", () => {
    it("takes the first plausible one, in the site's normal form", () => {
      const text =
        "Write to me at @priya or priya@localhost or <mailto:Priya.Sharma@Example.COM>, or " +
        "priya@work.example.com.";
      expect(contactDetailsIn(text).email).toBe("priya.sharma@example.com");
    });

    it.each([
      ["a handle", "@priya_sharma"],
      ["a host without a domain", "priya@localhost"],
      ["a doubled dot", "priya..sharma@example.com"],
      ["an address spelt out", "priya at example dot com"],
      ["a lone at sign", "Java @ Infosys"],
    ])("finds none in %s", (_, text) => {
      expect(contactDetailsIn(text).email).toBeUndefined();
    });
  });

  describe("a long visitor text", () => {
    it("is read in one pass, whatever it repeats", () => {
      const started = performance.now();
      // A one-word resume of 60,000 letters took 8.6 s under the patterns this replaced.
      for (const unit of ["a", "a.", "a@", "@", "/", " ", ":", "1", "1 ", "+1", "(1", "a-", "Priya "]) {
        expect(contactDetailsIn(unit.repeat(Math.ceil(100_000 / unit.length)) + "!"), JSON.stringify(unit)).toEqual({});
      }
      expect(performance.now() - started).toBeLessThan(1_000);
    });

    it("still finds the details around it", () => {
      const filler = "a".repeat(100_000);
      expect(contactDetailsIn(`Priya Sharma\n${filler}\npriya@example.com ${filler} +91 98765 43210`)).toEqual({
        name: "Priya Sharma",
        email: "priya@example.com",
        phone: "+919876543210",
      });
    });

    it("reads an address only from a token of at most 254 characters, and a phone only from a short run of figures", () => {
      expect(contactDetailsIn(`${"a".repeat(250)}@example.com`).email).toBeUndefined();
      expect(contactDetailsIn(`${"1 ".repeat(40)}+91 98765 43210`).phone).toBeUndefined();
      expect(contactDetailsIn("@@priya@example.com").email).toBe("priya@example.com");
    });
  });

  describe("names", () => {
    it.each([
      ["PRIYA SHARMA\nJava Developer", "PRIYA SHARMA"],
      ["Priya K. Sharma", "Priya K. Sharma"],
      ["K. Sharma", "K. Sharma"],
      ["Ravi de Souza", "Ravi de Souza"],
      ["Anne-Marie O'Neil", "Anne-Marie O'Neil"],
      ["José Álvarez Núñez", "José Álvarez Núñez"],
      ["Resume\n\nPriya Sharma", "Priya Sharma"],
      ["Senior Software Engineer\nPriya Sharma", "Priya Sharma"],
      ["Curriculum Vitae:\npriya@example.com\n+91 98765 43210\nPriya Sharma", "Priya Sharma"],
    ])("finds the name in %j", (text, name) => {
      expect(contactDetailsIn(text).name).toBe(name);
    });

    it.each([
      ["a heading alone", "Curriculum Vitae"],
      ["a job title", "Senior Software Engineer\nJava, Spring, SQL"],
      ["a section heading", "Contact Details\nPhone: 98765 43210"],
      ["a sentence", "Objective: To obtain a challenging position"],
      ["one word", "Priya\nSharma"],
      ["lower case", "priya sharma"],
      ["initials alone", "P. S."],
      ["five words", "Priya Lakshmi Devi Rao Sharma"],
      ["a name below the top of the resume", "Java Developer\nBengaluru, India\nSeven years of Java\nPriya Sharma"],
    ])("finds none in %s", (_, text) => {
      expect(contactDetailsIn(text).name).toBeUndefined();
    });
  });
});
