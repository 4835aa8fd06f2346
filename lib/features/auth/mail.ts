// Mail of the account screens: the sign-up and reset codes (sealed in the outbox payload, so the
// database never holds a usable code), the notice to an address that already has an account,
// and the notice that too many wrong codes stopped its codes for a day.
import "server-only";
import { CODE_LOCKED_MAIL } from "../../content/auth";
import { config } from "../../core/config";
import { openText } from "../../core/tokens";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";

type Renderer = (to: string, payload: Record<string, unknown>) => MailMessage;

const codeOf = (payload: Record<string, unknown>) => openText(String(payload.sealedCode));

export const AUTH_RENDERERS: Record<string, Renderer> = {
  "auth-signup-code": (to, payload) => ({
    to,
    subject: "Your verification code",
    ...renderMail([
      `Your verification code is ${codeOf(payload)}`,
      "Enter it on the Verify Email screen to finish creating your account. It works once, for 10 minutes.",
      "If you did not sign up, ignore this mail: no account is created without the code.",
    ]),
  }),
  "auth-reset-code": (to, payload) => ({
    to,
    subject: "Your password reset code",
    ...renderMail([
      `Your password reset code is ${codeOf(payload)}`,
      "Enter it on the verification screen, then choose a new password. It works once, for 10 minutes.",
      "If you did not ask to reset your password, ignore this mail: your password stays as it is.",
    ]),
  }),
  "auth-account-exists": (to) => ({
    to,
    subject: "You already have an account",
    ...renderMail(
      [
        "Someone, hopefully you, tried to sign up with this address, but it already has an account with us.",
        "Log in with your password, or use Forgot Password on the login screen to choose a new one. If this was not you, you can ignore this mail.",
      ],
      { label: "Log in", url: `${config.siteUrl}/login` },
    ),
  }),
  "auth-code-locked": (to, payload) => ({
    to,
    subject: CODE_LOCKED_MAIL.subject,
    ...(payload.purpose === "reset"
      ? renderMail([...CODE_LOCKED_MAIL.reset], { label: "Log in", url: `${config.siteUrl}/login` })
      : renderMail([...CODE_LOCKED_MAIL.signup])),
  }),
};
