import type { Metadata } from "next";
import { TokenForm } from "@/components/ui/token-form";
import { CadenceChoice, CityField } from "@/components/jobs/job-alert-form";
import { Select } from "@/components/jobs/job-filters";
import { Link } from "@/components/ui/link";
import { MessagePanel } from "@/components/ui/message-panel";
import { JOB_ALERT_TEXT, type AlertCadence } from "@/lib/content/job-alerts";
import { EMPLOYMENT_TYPES, JOB_AREAS, JOBS_LINK, JOBS_TEXT } from "@/lib/content/jobs";
import { alertOfManageToken } from "@/lib/features/job-alerts";
import { openJobLocations } from "@/lib/features/jobs";
import { citiesOf, describeAlert } from "@/lib/validation/job-alerts";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";

export const metadata: Metadata = { title: JOB_ALERT_TEXT.manageTitle, robots: { index: false } };

type Search = Promise<{ token?: string | string[]; done?: string | string[] }>;

const NOTICES: Record<string, string> = {
  confirmed: JOB_ALERT_TEXT.confirmed.text,
  save: JOB_ALERT_TEXT.saved,
  pause: JOB_ALERT_TEXT.paused,
  resume: JOB_ALERT_TEXT.resumed,
};

/** An alert's page, reached from every alert mail: change its filters and cadence, pause or resume it, delete it. */
export default async function ManageAlertPage({ searchParams }: { searchParams: Search }) {
  const { token, done } = await searchParams;
  const alert = typeof token === "string" ? await alertOfManageToken(token) : null;
  if (!alert || typeof token !== "string") {
    return (
      <MessagePanel title={JOB_ALERT_TEXT.manageTitle}>
        <p>{done === "deleted" ? JOB_ALERT_TEXT.removed : JOB_ALERT_TEXT.invalidLink}</p>
        <p>
          <Link href={JOBS_LINK.href} className="font-semibold text-primary hover:underline">
            {JOBS_LINK.label}
          </Link>
        </p>
      </MessagePanel>
    );
  }
  const notice = typeof done === "string" ? NOTICES[done] : undefined;
  const paused = alert.status === "paused";
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">{JOB_ALERT_TEXT.manageTitle}</h1>
      <p className="mt-2 text-lg">{JOB_ALERT_TEXT.filters(describeAlert(alert, JOB_ALERT_TEXT.anyJob))}</p>
      <p className="mt-1 text-muted-foreground">
        {alert.email} · {JOB_ALERT_TEXT.status(paused)}
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-md border border-success p-3">
          {notice}
        </p>
      )}
      <form
        method="post"
        action="/api/job-alerts/manage"
        className="mt-8 grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-2"
      >
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="action" value="save" />
        <FormField
          id="alert-q"
          label={JOB_ALERT_TEXT.search}
          name="q"
          defaultValue={alert.q}
          maxLength={80}
          placeholder={JOBS_TEXT.searchHint}
          small
        />
        <CityField id="alert-location" value={alert.location} cities={citiesOf(await openJobLocations())} />
        <Select id="alert-area" name="area" label={JOBS_TEXT.area} value={alert.area} options={JOB_AREAS} />
        <Select id="alert-type" name="type" label={JOBS_TEXT.type} value={alert.type} options={EMPLOYMENT_TYPES} />
        <div className="sm:col-span-2">
          <CadenceChoice value={alert.cadence as AlertCadence} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit">{JOB_ALERT_TEXT.save}</Button>
        </div>
      </form>
      <div className="mt-6 flex flex-wrap gap-3">
        <TokenForm
          action="/api/job-alerts/manage"
          token={token}
          fields={{ action: paused ? "resume" : "pause" }}
          label={paused ? JOB_ALERT_TEXT.resume : JOB_ALERT_TEXT.pause}
          variant="outline"
        />
        <TokenForm
          action="/api/job-alerts/manage"
          token={token}
          fields={{ action: "delete" }}
          label={JOB_ALERT_TEXT.remove}
          variant="danger"
        />
      </div>
    </section>
  );
}
