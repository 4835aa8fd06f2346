import { answerClick } from "@/lib/features/newsletter/click-answer";

type Context = { params: Promise<{ campaignId: string; position: string }> };

// A counted newsletter link: the same for every recipient, so a click is counted per campaign and link only.
export const GET = async (request: Request, { params }: Context) => answerClick(request, await params, true);
export const HEAD = async (request: Request, { params }: Context) => answerClick(request, await params, false);
