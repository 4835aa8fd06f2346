import type { Metadata } from "next";
import { InterestCheckboxes } from "@/components/layout/interest-checkboxes";
import { MessagePanel } from "@/components/ui/message-panel";
import { PREFERENCES_PAGE as COPY } from "@/lib/content/subscription";
import { readPreferences } from "@/lib/features/subscriptions/preferences";
import { unsubscribeToken } from "@/lib/features/subscriptions/unsubscribe";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Newsletter preferences", robots: { index: false } };

type Search = Promise<{ token?: string | string[]; saved?: string | string[] }>;

// The link in every newsletter mail. Showing this page changes nothing: only its forms' POSTs save
// the topics or unsubscribe, so a link scanner fetching the URL changes no one's choices.
export default async function PreferencesPage({ searchParams }: { searchParams: Search }) {
  const { token, saved } = await searchParams;
  const preferences = typeof token === "string" ? await readPreferences(token) : null;
  if (!preferences || typeof token !== "string") {
    return (
      <MessagePanel title={COPY.invalid.title}>
        <p>{COPY.invalid.text}</p>
      </MessagePanel>
    );
  }
  if (preferences.status === "unsubscribed") {
    return (
      <MessagePanel title={COPY.unsubscribed.title}>
        <p>{COPY.unsubscribed.text}</p>
      </MessagePanel>
    );
  }
  return (
    <section className="mx-auto max-w-xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-bold">{COPY.title}</h1>
      {saved === "1" && (
        <p role="status" className="rounded border border-success px-4 py-3 font-semibold text-success">
          {COPY.saved}
        </p>
      )}
      <p>
        {COPY.address} <strong>{preferences.email}</strong>
      </p>
      <form method="post" action="/api/newsletter/preferences" className="space-y-4">
        <p id="preferences-intro" className="text-muted-foreground">
          {COPY.intro}
        </p>
        <input type="hidden" name="token" value={token} />
        <InterestCheckboxes checked={preferences.interests} describedBy="preferences-intro" />
        <Button type="submit" size="lg">
          {COPY.save}
        </Button>
      </form>
      <section aria-labelledby="preferences-stop" className="space-y-3 border-t border-border pt-6">
        <h2 id="preferences-stop" className="text-xl font-bold">
          {COPY.unsubscribeTitle}
        </h2>
        <p className="text-muted-foreground">{COPY.unsubscribeText}</p>
        <form method="post" action="/api/newsletter/unsubscribe">
          <input type="hidden" name="token" value={unsubscribeToken(preferences.email)} />
          <Button type="submit" variant="outline" size="lg">
            {COPY.unsubscribe}
          </Button>
        </form>
      </section>
    </section>
  );
}
