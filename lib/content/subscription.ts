// What a visitor reads on the newsletter's confirm page, before and after pressing the button.
export const CONFIRM_PAGE = {
  ask: {
    title: "Confirm your subscription",
    text: "Press the button to receive our newsletter at this address.",
    button: "Confirm my subscription",
  },
  confirmed: { title: "Subscription confirmed", text: "Thank you. You will now receive our newsletter." },
  "already-confirmed": { title: "Already confirmed", text: "This address is already subscribed to our newsletter." },
  invalid: {
    title: "This link is not valid",
    text: "The confirmation link is incomplete or has expired. Subscribe again from the form at the bottom of any page to get a new one.",
  },
} as const;

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "invalid";
