import { withdrawApplication } from "@/lib/features/account/applications";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { requireUserApi } from "@/lib/features/auth/session";
import { route } from "@/lib/core/http";
import { guardPublicPost } from "@/lib/core/public-post";
import { withdrawSchema } from "@/lib/validation/account";

// A plain form post from My applications (a redirect back), or JSON from a script.
export const POST = route(async (request) => {
  await guardPublicPost(request, "account-withdraw");
  const user = await requireUserApi(request);
  const { kind, id } = await readJsonOrForm(request, withdrawSchema);
  const message = await withdrawApplication(user.id, kind, id);
  return answer(request, "/account/applications?withdrawn=1", { message });
});
