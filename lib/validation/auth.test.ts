import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES as M } from "../content/messages/auth";
import {
  firstIssueMessage,
  forgotPasswordSchema,
  loginSchema,
  resetProblem,
  signupSchema,
  toastDuration,
  verifyCodeSchema,
} from "./auth";

const first = (result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }) =>
  result.success || !result.error ? null : firstIssueMessage(result.error);
const ok = "Str0ng!Pass";

describe("account rules (spec 001, 5.2), in the spec's order", () => {
  it.each([
    [{ name: "", email: "", password: "", confirmPassword: "" }, M.allRequired],
    [{ name: "   ", email: "bad", password: "x", confirmPassword: "y" }, M.allRequired],
    [{ name: "Ada 2", email: "bad", password: "x", confirmPassword: "y" }, M.name],
    [{ name: "Ada", email: "ada@example.toolongtld", password: "x", confirmPassword: "y" }, M.email],
    [{ name: "Ada", email: "ada@example.c", password: "x", confirmPassword: "y" }, M.email],
    [{ name: "Ada", email: "ada@example.com", password: "alllower1!", confirmPassword: "y" }, M.password],
    [{ name: "Ada", email: "ada@example.com", password: "NoDigits!!", confirmPassword: "y" }, M.password],
    [{ name: "Ada", email: "ada@example.com", password: "NoSpecial11", confirmPassword: "y" }, M.password],
    [{ name: "Ada", email: "ada@example.com", password: "Sh0rt!a", confirmPassword: "y" }, M.password],
    [{ name: "Ada", email: "ada@example.com", password: "Has space1!", confirmPassword: "y" }, M.password],
    [{ name: "Ada", email: "ada@example.com", password: ok, confirmPassword: "y" }, M.signupMismatch],
    [{ name: "José María", email: "Ada@Example.COM", password: ok, confirmPassword: ok }, null],
  ])("sign-up %j → %s", (values, message) => {
    expect(first(signupSchema.safeParse(values))).toBe(message);
  });

  it("normalises the e-mail and name it accepts", () => {
    const parsed = signupSchema.parse({
      name: "  Ada   Lovelace ",
      email: " Ada@Example.COM ",
      password: ok,
      confirmPassword: ok,
    });
    expect(parsed).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
  });

  it.each([
    [{ email: "", password: ok }, M.allRequired],
    [{ email: "ada@", password: ok }, M.email],
    [{ email: "ada@example.com", password: "weak" }, M.password],
    [{ email: "ada@example.com", password: ok }, null],
  ])("login %j → %s", (values, message) => {
    expect(first(loginSchema.safeParse(values))).toBe(message);
  });

  it.each([
    [{ email: "" }, M.forgotRequired],
    [{ email: "ada" }, M.forgotEmail],
    [{ email: "ada@example.com" }, null],
  ])("forgot password %j → %s", (values, message) => {
    expect(first(forgotPasswordSchema.safeParse(values))).toBe(message);
  });

  it("codes are exactly six digits", () => {
    for (const code of ["12345", "1234567", "12345a", " 12345"])
      expect(first(verifyCodeSchema.safeParse({ email: "a@b.co", code }))).toBe(M.code);
    expect(verifyCodeSchema.parse({ email: "a@b.co", code: "012345" }).purpose).toBe("signup");
  });

  it("reset checks both fields, then the match, then strength", () => {
    expect(resetProblem({ password: "", confirmPassword: "x" })?.message).toBe(M.resetRequired);
    expect(resetProblem({ password: "weak", confirmPassword: "other" })?.message).toBe(M.resetMismatch);
    expect(resetProblem({ password: "weak", confirmPassword: "weak" })?.message).toBe(M.password);
    expect(resetProblem({ password: ok, confirmPassword: ok })).toBeNull();
  });

  it("shows the password message for 3 s and every other message for 2 s", () => {
    expect(toastDuration(M.password)).toBe(3000);
    expect(toastDuration(M.allRequired)).toBe(2000);
    expect(toastDuration(M.code)).toBe(2000);
  });
});
