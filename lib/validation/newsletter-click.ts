// A counted newsletter link as it arrives: /api/newsletter/click/<campaign>/<position>?s=<signature>.
// Anything else is a link this site never wrote, answered 404 before the database is asked.
import { z } from "zod/mini";

export const newsletterClickSchema = z.object({
  campaignId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  position: z.pipe(z.string().check(z.regex(/^(0|[1-9]\d{0,2})$/)), z.transform(Number)),
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
});

export type NewsletterClick = z.output<typeof newsletterClickSchema>;
