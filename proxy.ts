// The one status a page cannot set itself: a closed or expired job's page answers 410 Gone (its
// body, rendered by the page, links to the open positions). Runs only for job pages.
import { NextResponse, type NextRequest } from "next/server";
import { isJobGone } from "@/lib/features/jobs/queries";

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const slug = request.nextUrl.pathname.split("/")[3] ?? "";
  return NextResponse.next(slug && (await isJobGone(slug)) ? { status: 410 } : undefined);
}

export const config = { matcher: "/careers/jobs/:slug" };
