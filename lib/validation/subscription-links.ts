// The subscription pages' buttons (confirm, preferences, unsubscribe), posted as plain forms: the
// signed token of the mail's link and what the button sends with it.
import { z } from "zod/mini";
import { interestsField } from "./interests";

/** Confirm and unsubscribe: the token and a campaign copy's `campaign`, when the form sent them. */
export const linkFormSchema = z.object({ token: z.optional(z.string()), campaign: z.optional(z.string()) });

export const linkFields = (fields: URLSearchParams) => ({
  token: fields.get("token") ?? undefined,
  campaign: fields.get("campaign") ?? undefined,
});

/** The preferences page's Save: the token and the topics chosen. */
export const preferencesFormSchema = z.object({ token: z.string(), interests: interestsField });

export const preferencesFields = (fields: URLSearchParams) => ({
  token: fields.get("token") ?? "",
  interests: fields.getAll("interests"),
});

/** A button's form is a few fields: the tokens are a few hundred bytes. */
export const LINK_FORM_MAX_BYTES = 4096;
