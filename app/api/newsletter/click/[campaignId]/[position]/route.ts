import { handler } from "@/lib/core/handler";
import { answerClick } from "@/lib/features/newsletter/click-answer";

type Link = { campaignId: string; position: string };

// A counted newsletter link: the same for every recipient, so a click is counted per campaign and link only.
export const GET = handler<null, undefined, Link>({}, async ({ request, params }) =>
  answerClick(request, params, true),
);
export const HEAD = handler<null, undefined, Link>({}, async ({ request, params }) =>
  answerClick(request, params, false),
);
