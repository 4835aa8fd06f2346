// What a call's and an interview's mails say alike (./booking.ts's BOOKING_MAILS, ./interview.ts's
// interviewMails): where the meeting is, and the invitation, moved and reminder mails.

/** The line an invitation, its mail and the operator's copy give the meeting link or place. */
export const meetingPlaceLine = (place: string) =>
  place.startsWith("https://") ? `Join the call: ${place}` : `Where: ${place}`;
export const placeLines = (place: string | null) => (place ? [meetingPlaceLine(place)] : []);

/** The invitation, moved and reminder mails: a call's and an interview's alike but for what they call it, its length and topic. */
export const meetingMails = (
  [noun, Noun]: ["call", "Call"] | ["interview", "Interview"],
  minutes: number,
  topicLine: (topic: string) => string,
) => ({
  invitation: {
    subject: (when: string) => `${Noun} booked: ${when}`,
    paragraphs: (name: string, when: string, topic: string, place: string | null) => [
      `Hello ${name},`,
      `Your ${minutes}-minute ${noun} with our team is booked for ${when}. The invitation is attached for your calendar.`,
      ...placeLines(place),
      topicLine(topic),
      `To cancel or move the ${noun}, use the link below.`,
    ],
    action: `Cancel or move the ${noun}`,
  },
  moved: {
    subject: (when: string) => `${Noun} moved: ${when}`,
    paragraphs: (name: string, when: string, place: string | null) => [
      `Hello ${name},`,
      `Your ${noun} is moved to ${when}. The updated invitation is attached.`,
      ...placeLines(place),
      "To cancel or move it again, use the link below.",
    ],
    action: `Cancel or move the ${noun}`,
  },
  reminder: {
    subject: (when: string) => `Reminder: your ${noun} ${when}`,
    paragraphs: (name: string, when: string, place: string | null) => [
      `Hello ${name},`,
      `A reminder of your ${noun} with our team, ${when}.`,
      ...placeLines(place),
      "To cancel or move it, use the link below.",
    ],
    action: `Cancel or move the ${noun}`,
  },
});
