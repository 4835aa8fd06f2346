import { authScreen } from "@/components/auth/auth-shell";
import { IntroductionForm } from "@/components/auth/introduction-form";
import { AUTH_COPY } from "@/lib/content/auth";

const screen = authScreen(AUTH_COPY.introduction.title, <IntroductionForm />);

export const metadata = screen.metadata;
export default screen.Page;
