// The account page's forms, shared by the page and /api/account/*: the same name and password
// rules as sign-up (./auth-messages.ts), and the six-digit code of the account screens.
import { z } from "zod/mini";
import { APPLICATION_KINDS, type ApplicationKind } from "../content/account";
import { AUTH_MESSAGES } from "../content/messages/auth";
import { CODE_PATTERN, isStrongPassword, isValidName, PASSWORD_MAX } from "./auth-messages";

const text = (message: string, max = 256) => z.string({ error: message }).check(z.maxLength(max, { error: message }));

export const changeNameSchema = z.object({
  name: z.pipe(
    text(AUTH_MESSAGES.name).check(z.refine(isValidName, { error: AUTH_MESSAGES.name })),
    z.transform((name: string) => name.trim().replace(/\s+/g, " ")),
  ),
});

export const changePasswordSchema = z
  .object({
    currentPassword: text(AUTH_MESSAGES.allRequired, PASSWORD_MAX).check(
      z.minLength(1, { error: AUTH_MESSAGES.allRequired }),
    ),
    password: text(AUTH_MESSAGES.password, PASSWORD_MAX).check(
      z.refine(isStrongPassword, { error: AUTH_MESSAGES.password }),
    ),
    confirmPassword: text(AUTH_MESSAGES.resetMismatch, PASSWORD_MAX),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: AUTH_MESSAGES.resetMismatch,
      path: ["confirmPassword"],
    }),
  );

export const deleteAccountSchema = z.object({
  code: text(AUTH_MESSAGES.code, 6).check(z.regex(CODE_PATTERN, { error: AUTH_MESSAGES.code })),
});

export const withdrawSchema = z.object({
  kind: z.enum(APPLICATION_KINDS as [ApplicationKind, ...ApplicationKind[]]),
  id: text("Unknown application", 64),
});

export type ChangeNameInput = z.infer<typeof changeNameSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
