// Runs once when the server starts: send mail left in the outbox by a previous run, then retry
// failed sends periodically.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { kickOutbox } = await import("./lib/mail/outbox");
  kickOutbox();
  setInterval(kickOutbox, 30_000).unref();
}
