// The interests a subscriber or a campaign chooses (lib/content/interests.ts): shared by the footer's
// sign-up, the preferences page and the operator's audience picker.
import { z } from "zod/mini";
import { INTERESTS } from "../content/interests";

export const INTERESTS_MESSAGE = "Please choose topics from the list.";

export const interestsField = z
  .array(z.enum(INTERESTS, { error: INTERESTS_MESSAGE }))
  .check(z.maxLength(INTERESTS.length, { error: INTERESTS_MESSAGE }));

/** A form post's or query's repeated `interests` values, parsed. */
export const interestsSchema = z.object({ interests: interestsField });
