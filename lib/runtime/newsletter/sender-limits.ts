// How many "sent" marks the newsletter sender writes in one UPDATE (sender.ts); apart from the
// sender so that the multi-instance test can bound what a killed process leaves "sending".
export const ACK_BATCH = 32;
