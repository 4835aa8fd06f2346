// The registry of every outbox mail kind: each feature owns its templates (its mail.ts) and this
// only combines them. Payloads hold ids and names only; links are signed by the templates.
import "server-only";
import type { MailMessage } from "../core/mail/transport";
import { ACCOUNT_RENDERERS } from "../features/account/mail";
import { ADMIN_RENDERERS } from "../features/admin/stage-mail";
import { WORKSPACE_RENDERERS } from "../features/workspace/mail";
import { AUTH_RENDERERS } from "../features/auth/mail";
import { BLOG_RENDERERS } from "../features/blog/mail";
import { BOOKING_RENDERERS } from "../features/booking/mail";
import { CONTACT_RENDERERS } from "../features/contact/mail";
import { CONVERSATION_RENDERERS } from "../features/conversations/mail";
import { JOB_ALERT_RENDERERS } from "../features/job-alerts/mail";
import { NEWSLETTER_RENDERERS } from "../features/newsletter/mail";
import { OPERATOR_RENDERERS } from "../features/operators/mail";
import { SUBMISSION_RENDERERS } from "../features/submissions/mail";
import { SUBSCRIPTION_RENDERERS } from "../features/subscriptions/mail";
import { DIGEST_RENDERERS } from "../features/workspace/digest";
import { OWNER_RENDERERS } from "../features/workspace/owner-mail";

type Renderer = (to: string, payload: Record<string, unknown>) => MailMessage | Promise<MailMessage>;

const FEATURE_RENDERERS: ReadonlyArray<Record<string, Renderer>> = [
  AUTH_RENDERERS,
  BLOG_RENDERERS,
  CONTACT_RENDERERS,
  NEWSLETTER_RENDERERS,
  OPERATOR_RENDERERS,
  SUBMISSION_RENDERERS,
  SUBSCRIPTION_RENDERERS,
  ACCOUNT_RENDERERS,
  ADMIN_RENDERERS,
  JOB_ALERT_RENDERERS,
  BOOKING_RENDERERS,
  DIGEST_RENDERERS,
  WORKSPACE_RENDERERS,
  OWNER_RENDERERS,
  CONVERSATION_RENDERERS,
];

const renderers = new Map<string, Renderer>();
for (const [kind, renderer] of FEATURE_RENDERERS.flatMap((group) => Object.entries(group))) {
  // Two features claiming one kind would silently send one of them the other's mail.
  if (renderers.has(kind)) throw new Error(`Two mail templates for kind "${kind}"`);
  renderers.set(kind, renderer);
}

export async function renderOutboxMail(
  kind: string,
  to: string,
  payload: Record<string, unknown>,
): Promise<MailMessage> {
  const renderer = renderers.get(kind);
  if (!renderer) throw new Error(`No mail template for kind "${kind}"`);
  return renderer(to, payload);
}
