import type { Metadata } from "next";
import { TokenForm } from "@/components/ui/token-form";
import { MessagePanel } from "@/components/ui/message-panel";
import { JOB_ALERT_TEXT } from "@/lib/content/job-alerts";
import { alertIdOfConfirm } from "@/lib/features/job-alerts";

export const metadata: Metadata = { title: JOB_ALERT_TEXT.confirmAsk.title, robots: { index: false } };

type Search = Promise<{ token?: string | string[] }>;

// Showing this page changes nothing: only the button's POST confirms, so mail scanners that
// fetch every link cannot turn on an alert nobody asked for.
export default async function ConfirmAlertPage({ searchParams }: { searchParams: Search }) {
  const { token } = await searchParams;
  if (typeof token !== "string" || !alertIdOfConfirm(token)) {
    return (
      <MessagePanel title={JOB_ALERT_TEXT.confirmAsk.title}>
        <p>{JOB_ALERT_TEXT.invalidLink}</p>
      </MessagePanel>
    );
  }
  return (
    <MessagePanel title={JOB_ALERT_TEXT.confirmAsk.title}>
      <p>{JOB_ALERT_TEXT.confirmAsk.text}</p>
      <TokenForm action="/api/job-alerts/confirm" token={token} label={JOB_ALERT_TEXT.confirmAsk.button} size="lg" />
    </MessagePanel>
  );
}
