/** The error pages' copy (app/error.tsx, app/(site)/error.tsx, app/global-error.tsx). */
export const ERROR_TEXT = {
  eyebrow: "Error",
  title: "Something went wrong on our side",
  body:
    "The page could not be shown just now. Trying again often helps; if it does not, the home page is a good " +
    "place to start.",
  retry: "Try again",
  home: "Go to the home page",
} as const;
