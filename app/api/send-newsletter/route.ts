import { sendNewsletterRoute } from "@/lib/features/newsletter/routes";

// Stores the campaign and one delivery per confirmed subscriber, then answers at once (202): the
// background sender (lib/features/newsletter/sender.ts) does the sending. A scheduled campaign
// gets its deliveries when it starts (lib/features/newsletter/schedule.ts).
export const POST = sendNewsletterRoute;
