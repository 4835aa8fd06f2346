import { authScreen } from "@/components/auth/auth-shell";
import { VerifyCodeForm } from "@/components/auth/verify-code-form";
import { AUTH_COPY } from "@/lib/content/auth";

const screen = authScreen(AUTH_COPY.verify.emailTitle, <VerifyCodeForm purpose="signup" />);

export const metadata = screen.metadata;
export default screen.Page;
