// One zod schema per account form, shared by the form (first issue shown as a toast) and the
// /api/auth handlers (422). Each reports only the first failed check, in the spec's order.
// zod/mini, like every schema a page ships: classic zod anywhere on the client would pull all
// of zod's core into the chunk the wizard and contact pages share.
import { z } from "zod/mini";
import { AUTH_MESSAGES } from "../content/messages/auth";
import { normaliseEmail } from "./email";
import { codeProblem, forgotProblem, loginProblem, resetProblem, signupProblem, type Problem } from "./auth-messages";

export * from "./auth-messages";

const text = (message: string, max = 256) => z.string({ error: message }).check(z.maxLength(max, { error: message }));

function firstProblem<T>(check: (value: T) => Problem) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    const problem = check(value);
    if (problem)
      ctx.addIssue({ code: "custom", message: problem.message, path: problem.field === "body" ? [] : [problem.field] });
  };
}

const email = (message: string) => z.pipe(text(message), z.transform(normaliseEmail));

const signupFields = z.object({
  name: text(AUTH_MESSAGES.allRequired),
  email: text(AUTH_MESSAGES.allRequired),
  password: text(AUTH_MESSAGES.allRequired),
  confirmPassword: text(AUTH_MESSAGES.allRequired),
});
export const signupSchema = z.pipe(
  signupFields.check(z.superRefine(firstProblem(signupProblem))),
  z.transform((v: z.output<typeof signupFields>) => ({
    ...v,
    name: v.name.trim().replace(/\s+/g, " "),
    email: normaliseEmail(v.email),
  })),
);

const loginFields = z.object({ email: text(AUTH_MESSAGES.allRequired), password: text(AUTH_MESSAGES.allRequired) });
export const loginSchema = z.pipe(
  loginFields.check(z.superRefine(firstProblem(loginProblem))),
  z.transform((v: z.output<typeof loginFields>) => ({ ...v, email: normaliseEmail(v.email) })),
);

const forgotFields = z.object({ email: text(AUTH_MESSAGES.forgotRequired) });
export const forgotPasswordSchema = z.pipe(
  forgotFields.check(z.superRefine(firstProblem(forgotProblem))),
  z.transform((v: z.output<typeof forgotFields>) => ({ email: normaliseEmail(v.email) })),
);

export const CODE_PURPOSES = ["signup", "reset"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

const codeField = text(AUTH_MESSAGES.code, 6).check(
  z.refine((code: string) => codeProblem({ code }) === null, { error: AUTH_MESSAGES.code }),
);
const anyEmail = email(AUTH_MESSAGES.email).check(
  z.refine((value: string) => forgotProblem({ email: value }) === null, { error: AUTH_MESSAGES.email }),
);

export const verifyCodeSchema = z.object({
  email: anyEmail,
  code: codeField,
  // The reset copy of the code screen checks the code without using it up; reset-password uses it.
  purpose: z._default(z.enum(CODE_PURPOSES), "signup"),
});

export const resendCodeSchema = z.object({ email: anyEmail, purpose: z.enum(CODE_PURPOSES) });

export const resetPasswordSchema = z
  .object({
    email: anyEmail,
    code: codeField,
    password: text(AUTH_MESSAGES.resetRequired),
    confirmPassword: text(AUTH_MESSAGES.resetRequired),
  })
  .check(z.superRefine(firstProblem(resetProblem)));

/** The reset screen opened from the mail's link: the link's token stands for the address and code. */
export const resetByLinkSchema = z
  .object({
    token: z.string({ error: AUTH_MESSAGES.resetRequired }).check(z.minLength(1), z.maxLength(512)),
    password: text(AUTH_MESSAGES.resetRequired),
    confirmPassword: text(AUTH_MESSAGES.resetRequired),
  })
  .check(z.superRefine(firstProblem(resetProblem)));

export const INTRODUCTION_CHOICES = ["student", "freelancer", "businessman", "explorer"] as const;
export type IntroductionChoice = (typeof INTRODUCTION_CHOICES)[number];

export const introductionSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
  choice: z.enum(INTRODUCTION_CHOICES, { error: "Please choose one option." }),
});

export const googleSchema = z.object({
  credential: z.string().check(z.minLength(1), z.maxLength(8192)),
  next: z.optional(z.string().check(z.maxLength(2048))),
});

export type SignupInput = z.infer<typeof signupSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ResetByLinkInput = z.infer<typeof resetByLinkSchema>;

/** The first message of a failed parse: what the account screens show as a toast. */
export function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? AUTH_MESSAGES.allRequired;
}
