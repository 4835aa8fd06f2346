import { AUTH_FORM_PROBLEMS, authFormProblem } from "@/lib/content/messages/auth";

/** What an account screen's form came back with when it was posted without JavaScript (`?problem=`). */
export function AuthFormProblem({ value }: { value: unknown }) {
  const problem = authFormProblem(value);
  return problem ? (
    <p role="alert" className="mb-4 font-semibold text-danger">
      {AUTH_FORM_PROBLEMS[problem]}
    </p>
  ) : null;
}
