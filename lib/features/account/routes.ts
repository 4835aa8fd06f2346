// The account page's handlers share one shape: same origin and the per-IP limit, a session, the
// form's schema, one action, one sentence back. The response is handed to `after` so deleting the
// account can also clear its cookie.
import "server-only";
import type { NextResponse } from "next/server";
import type { z } from "zod";
import { json, route } from "../../core/http";
import { guardPublicPost } from "../../core/public-post";
import { readJson } from "../../core/request";
import { requireUserApi, type SessionUser } from "../auth";

type Options<S extends z.core.$ZodType> = {
  scope: string;
  schema: S;
  action(user: SessionUser, input: z.output<S>): Promise<void>;
  message: string;
  after?(request: Request, response: NextResponse): Promise<void>;
};

export function accountPost<S extends z.core.$ZodType>({ scope, schema, action, message, after }: Options<S>) {
  return route(async (request) => {
    await guardPublicPost(request, `account-${scope}`);
    const user = await requireUserApi(request);
    await action(user, await readJson(request, schema));
    const response = json({ message });
    await after?.(request, response);
    return response;
  });
}
