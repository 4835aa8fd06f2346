// Candidates book their own interview: the operator's invitation form (a length and a place) and
// the candidate's booking (the invitation's token, a free time, the zone it was read in), as a
// script's JSON or a page's form post (every value a string).
import { z } from "zod/mini";
import { INTERVIEW_FORM, INTERVIEW_MINUTES } from "../content/interview";
import { manageBookingSchema, MEETING_PLACE_MAX, timeZone } from "./booking";

const LENGTHS = INTERVIEW_MINUTES.map(String);

export const interviewInviteSchema = z.object({
  minutes: z.pipe(
    z.union([z.string(), z.number()]),
    z.pipe(
      z.transform((value: string | number) => String(value)),
      z.pipe(
        z.string().check(z.refine((value) => LENGTHS.includes(value), { error: INTERVIEW_FORM.problems.invalid })),
        z.transform((value: string) => Number(value)),
      ),
    ),
  ),
  // Read as a meeting place by the feature (meetingPlaceOf): a one-line place or a whole https link.
  place: z.string({ error: INTERVIEW_FORM.problems.invalid }).check(z.maxLength(MEETING_PLACE_MAX * 2)),
});
export type InterviewInviteInput = z.output<typeof interviewInviteSchema>;

export const interviewBookingSchema = z.extend(manageBookingSchema, { timeZone: z.optional(timeZone) });
export type InterviewBookingInput = z.output<typeof interviewBookingSchema>;
