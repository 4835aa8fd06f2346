// Runs once when the server starts: send mail left in the outbox by a previous run and go on with
// newsletter campaigns a restart interrupted, then retry both periodically.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { kickOutbox } = await import("./lib/mail/outbox");
  const { kickNewsletter } = await import("./lib/newsletter/runtime");
  kickOutbox();
  kickNewsletter();
  setInterval(() => {
    kickOutbox();
    kickNewsletter();
  }, 30_000).unref();
}
