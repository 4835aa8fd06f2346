// What each handler of the site reads, for the long-input fuzz test: the encodings it takes and
// its fields, named by the very schemas the handler parses with (so a field added to a schema is
// fuzzed too). Every route file under app/ must have an entry: the test fails on one without.
import { BUSINESS_WIZARD } from "../../lib/content/wizard/business";
import { CAREER_WIZARD } from "../../lib/content/wizard/career";
import { PARTNERSHIP_WIZARD } from "../../lib/content/wizard/partnership";
import { changeNameSchema, changePasswordSchema, deleteAccountSchema, withdrawSchema } from "../../lib/validation/account";
import * as auth from "../../lib/validation/auth";
import { blogDraftSchema } from "../../lib/validation/blog-draft";
import { blogSubmissionSchema } from "../../lib/validation/blog";
import { bookingSchema, manageBookingSchema } from "../../lib/validation/booking";
import { contactSchema } from "../../lib/validation/contact";
import { interviewBookingSchema } from "../../lib/validation/interview";
import { alertFiltersSchema, alertSignupSchema, cancelAlertSchema } from "../../lib/validation/job-alerts";
import { acceptInviteSchema } from "../../lib/validation/operators";
import { profileSchema } from "../../lib/validation/profile";
import { quickApplySchema } from "../../lib/validation/quick-apply";
import { subscribeSchema } from "../../lib/validation/subscribe";
import { vitalBeaconSchema } from "../../lib/validation/vitals";
import { feedbackSchema } from "../../lib/validation/wizard/feedback";
import { submissionSchema } from "../../lib/validation/wizard/schemas";

export type Encoding = "json" | "form" | "multipart";
type Schema = { _zod: { def: unknown } };
export type Target = {
  method: "GET" | "POST";
  /** How bodies are sent (POST); GET fields go in the query. */
  encodings: Encoding[];
  fields: Array<string | Schema>;
  /** "user": sent with a signed-in visitor's session (anyone can sign up, so these are public too). */
  session?: "user";
  /** Operators only: refused before any field is read; its path is fuzzed, its fields are not. */
  operator?: true;
};

/** The keys of an object schema and of every object inside it (unions, pipes, optionals, arrays). */
function keysOf(schema: unknown, into = new Set<string>(), depth = 0): Set<string> {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def || depth > 8) return into;
  if (def.shape) for (const [key, inner] of Object.entries(def.shape as Record<string, unknown>)) keysOf(inner, into.add(key), depth + 1);
  for (const name of ["innerType", "in", "out", "element", "left", "right", "schema"]) if (def[name]) keysOf(def[name], into, depth + 1);
  for (const option of (def.options as unknown[] | undefined) ?? []) keysOf(option, into, depth + 1);
  return into;
}

export const fieldsOf = (target: Target) =>
  target.operator ? [] : [...new Set(target.fields.flatMap((field) => (typeof field === "string" ? [field] : [...keysOf(field)])))].sort();

const json = (...fields: Target["fields"]): Target => ({ method: "POST", encodings: ["json"], fields });
const jsonOrForm = (...fields: Target["fields"]): Target => ({ method: "POST", encodings: ["json", "form"], fields });
const form = (...fields: Target["fields"]): Target => ({ method: "POST", encodings: ["form"], fields });
const multipart = (...fields: Target["fields"]): Target => ({ method: "POST", encodings: ["multipart"], fields });
const anyEncoding = (...fields: Target["fields"]): Target => ({ method: "POST", encodings: ["json", "form", "multipart"], fields });
const get = (...fields: string[]): Target => ({ method: "GET", encodings: [], fields });
const user = (target: Target): Target => ({ ...target, session: "user" });
const operator = (method: Target["method"] = "POST"): Target => ({ method, encodings: ["json"], fields: [], operator: true });

const blogForm = multipart(blogSubmissionSchema);

/** Keyed by route and method. */
export const TARGETS: Record<string, Target> = {
  "POST /api/subscribe": jsonOrForm(subscribeSchema),
  "POST /api/users": json(submissionSchema(CAREER_WIZARD), "jobId"),
  "POST /api/business_users": json(submissionSchema(BUSINESS_WIZARD)),
  "POST /api/partnership_users": json(submissionSchema(PARTNERSHIP_WIZARD)),
  "POST /api/upload-file/[id]": multipart("resume"),
  "POST /api/uploadBusinessFile/[id]": multipart("resume"),
  "POST /api/feedback": json(feedbackSchema),
  "POST /api/contact": jsonOrForm(contactSchema),
  "POST /api/vitals": json(vitalBeaconSchema),
  "POST /api/resume/details": multipart("resume"),
  "POST /api/jobs/[slug]/apply": multipart(quickApplySchema),
  "POST /api/create-blog": blogForm,
  "POST /api/submit-blog": blogForm,
  "POST /create-blog": blogForm,
  "POST /submit-blog": blogForm,
  "POST /api/booking": jsonOrForm(bookingSchema),
  "POST /api/booking/move": jsonOrForm(manageBookingSchema),
  "POST /api/booking/cancel": jsonOrForm(manageBookingSchema),
  "POST /api/booking/confirm": jsonOrForm(manageBookingSchema),
  "POST /api/interview": jsonOrForm(interviewBookingSchema),
  "POST /api/job-alerts": jsonOrForm(alertSignupSchema),
  "POST /api/job-alerts/confirm": form("token"),
  "POST /api/job-alerts/manage": form("token", "action", alertFiltersSchema),
  "GET /api/job-alerts/unsubscribe": get("token"),
  "POST /api/job-alerts/unsubscribe": form("token"),
  "POST /api/newsletter/confirm": form("token"),
  "POST /api/newsletter/preferences": form("token", "interests"),
  "GET /api/newsletter/unsubscribe": get("token", "campaign"),
  "POST /api/newsletter/unsubscribe": form("token", "campaign"),
  "GET /api/newsletter/click/[campaignId]/[position]": get("s"),
  "POST /api/operator-invite": jsonOrForm(acceptInviteSchema),
  "POST /api/auth/signup": jsonOrForm(auth.signupSchema),
  "POST /api/auth/login": jsonOrForm(auth.loginSchema),
  "POST /api/auth/logout": json(),
  "POST /api/auth/forgot-password": jsonOrForm(auth.forgotPasswordSchema),
  "POST /api/auth/resend-code": json(auth.resendCodeSchema),
  "POST /api/auth/verify-email": json(auth.verifyCodeSchema),
  "POST /api/auth/reset-password": json(auth.resetPasswordSchema),
  "POST /api/auth/reset-password/link": json(auth.resetByLinkSchema),
  "POST /api/auth/introduction": json(auth.introductionSchema),
  "POST /api/auth/google": json(auth.googleSchema),
  // The second factor's steps need a session that passed the password: without one, refused first.
  "POST /api/auth/two-factor": operator(),
  "POST /api/auth/two-factor/enrol": operator(),
  "POST /api/auth/two-factor/mail-code": operator(),
  "GET /api/auth/me": get(),
  "GET /api/auth/session": get(),
  "GET /api/account/data": user(get()),
  "POST /api/account/delete-code": user(json()),
  "POST /api/account/delete": user(json(deleteAccountSchema)),
  "POST /api/account/name": user(json(changeNameSchema)),
  "POST /api/account/password": user(json(changePasswordSchema)),
  "POST /api/account/withdraw": user(jsonOrForm(withdrawSchema)),
  "POST /api/account/job-alerts": user(jsonOrForm(cancelAlertSchema)),
  "POST /api/account/posts": user(anyEncoding(blogDraftSchema)),
  "POST /api/account/posts/[id]": user(anyEncoding(blogDraftSchema)),
  "POST /api/account/posts/[id]/delete": user(json()),
  "GET /api/account/profile": user(get()),
  "POST /api/account/profile": user(multipart(profileSchema, "resume")),
  "POST /api/account/profile/delete": user(json()),
  "GET /api/health": get(),
  "GET /api/ready": get(),
  "GET /api/metrics": get(),
  // A raw message behind INBOUND_MAIL_TOKEN: refused before its body is read, as an operator's
  // handler is without a session; e2e/fuzz.spec.ts sends it malformed mail with the token.
  "POST /api/inbound-mail": operator(),
  "GET /blog-images/[name]": get(),
  "GET /proof-images/[name]": get(),
  "GET /Sitemap": get(),
  "GET /newsletter": get(),
  // The icon sprite (app/icons.svg/route.ts): built once, reads nothing of the request.
  "GET /icons.svg": get(),
  ...Object.fromEntries(
    ["blogs", "business-blog", "digital-blog", "recruitment-blog"].flatMap((area) => [
      [`GET /${area}/feed.xml`, get()],
      [`GET /${area}/atom.xml`, get()],
    ]),
  ),
};

/** Every other handler is the operator's: its path is fuzzed without a session. */
export function targetOf(route: string, method: string): Target | undefined {
  const operators = route.startsWith("/api/admin/") || route.startsWith("/admin/") || route.startsWith("/api/send-newsletter");
  return TARGETS[`${method} ${route}`] ?? (operators ? operator(method === "GET" ? "GET" : "POST") : undefined);
}
