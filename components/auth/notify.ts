// Toasts of the account screens: validation messages 2 s (3 s for the password rule), server
// errors as error toasts (4 s, react-hot-toast's default), successes 2 s (spec 001, 4, 8, 9).
import toast from "react-hot-toast";
import { TOAST_MS, toastDuration } from "@/lib/validation/auth-messages";

export const showProblem = (message: string) =>
  toast.error(message, { id: "auth-problem", duration: toastDuration(message) });
export const showServerError = (message: string) => toast.error(message, { id: "auth-problem" });
export const showSuccess = (message: string) => toast.success(message, { duration: TOAST_MS });
