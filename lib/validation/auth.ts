// One zod schema per account form, shared by the form (first issue shown as a toast) and the
// /api/auth handlers (422). Each reports only the first failed check, in the spec's order.
import { z } from "zod";
import { normaliseEmail } from "./email-rule";
import {
  AUTH_MESSAGES,
  codeProblem,
  forgotProblem,
  loginProblem,
  resetProblem,
  signupProblem,
  type Problem,
} from "./auth-messages";

export * from "./auth-messages";

const text = (message: string, max = 256) => z.string({ error: message }).max(max, { error: message });

function firstProblem<T>(check: (value: T) => Problem) {
  return (value: T, ctx: z.RefinementCtx) => {
    const problem = check(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem.message, path: problem.field === "body" ? [] : [problem.field] });
  };
}

const email = (message: string) => text(message).transform(normaliseEmail);

export const signupSchema = z
  .object({
    name: text(AUTH_MESSAGES.allRequired),
    email: text(AUTH_MESSAGES.allRequired),
    password: text(AUTH_MESSAGES.allRequired),
    confirmPassword: text(AUTH_MESSAGES.allRequired),
  })
  .superRefine(firstProblem(signupProblem))
  .transform((v) => ({ ...v, name: v.name.trim().replace(/\s+/g, " "), email: normaliseEmail(v.email) }));

export const loginSchema = z
  .object({ email: text(AUTH_MESSAGES.allRequired), password: text(AUTH_MESSAGES.allRequired) })
  .superRefine(firstProblem(loginProblem))
  .transform((v) => ({ ...v, email: normaliseEmail(v.email) }));

export const forgotPasswordSchema = z
  .object({ email: text(AUTH_MESSAGES.forgotRequired) })
  .superRefine(firstProblem(forgotProblem))
  .transform((v) => ({ email: normaliseEmail(v.email) }));

export const CODE_PURPOSES = ["signup", "reset"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

const codeField = text(AUTH_MESSAGES.code, 6).refine((code) => codeProblem({ code }) === null, { error: AUTH_MESSAGES.code });
const anyEmail = email(AUTH_MESSAGES.email).refine((value) => forgotProblem({ email: value }) === null, { error: AUTH_MESSAGES.email });

export const verifyCodeSchema = z.object({
  email: anyEmail,
  code: codeField,
  // The reset copy of the code screen checks the code without using it up; reset-password uses it.
  purpose: z.enum(CODE_PURPOSES).default("signup"),
});

export const resendCodeSchema = z.object({ email: anyEmail, purpose: z.enum(CODE_PURPOSES) });

export const resetPasswordSchema = z
  .object({
    email: anyEmail,
    code: codeField,
    password: text(AUTH_MESSAGES.resetRequired),
    confirmPassword: text(AUTH_MESSAGES.resetRequired),
  })
  .superRefine(firstProblem(resetProblem));

export const INTRODUCTION_CHOICES = ["student", "freelancer", "businessman", "explorer"] as const;
export type IntroductionChoice = (typeof INTRODUCTION_CHOICES)[number];

export const introductionSchema = z.object({
  token: z.string().min(1).max(512),
  choice: z.enum(INTRODUCTION_CHOICES, { error: "Please choose one option." }),
});

export const googleSchema = z.object({
  credential: z.string().min(1).max(8192),
  next: z.string().max(2048).optional(),
});

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The first message of a failed parse: what the account screens show as a toast. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? AUTH_MESSAGES.allRequired;
}
