import { authScreen } from "@/components/auth/auth-shell";
import { ResetForm } from "@/components/auth/reset-form";
import { AUTH_COPY } from "@/lib/content/auth";

const screen = authScreen(AUTH_COPY.reset.title, <ResetForm />);

export const metadata = screen.metadata;
export default screen.Page;
