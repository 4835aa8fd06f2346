import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RecordDetailView } from "@/components/admin/record-detail";
import { findList, isRecordId } from "@/lib/features/admin/lists";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { ADMIN_AREA, MODERATION_REFUSED, MODERATION_TEXT, OUTBOX_TEXT } from "@/lib/content/admin";
import { zoneOptions } from "@/lib/content/booking";
import { ANNOUNCE_TEXT, campaignNotice } from "@/lib/content/campaign-schedule";
import { operatorTimeZone } from "@/lib/features/booking";
import { confirmPath, hasRecentFactor } from "@/lib/features/auth/recent-factor";
import { personLinkOf } from "@/lib/features/privacy";
import { workView } from "@/lib/features/workspace";
import { withMessages } from "@/lib/features/conversations/view";
import { latestInvite } from "@/lib/features/booking/interview-book";
import { workKindOfList } from "@/lib/content/workspace-record";
import type { WorkQuery } from "@/components/admin/work-section";
import type { WriteQuery } from "@/components/admin/write-section";
import type { InterviewQuery } from "@/components/admin/interview-invite-form";
import { notFitTemplates, templatesFor, writeTarget } from "@/lib/features/conversations";

/** What the detail page says after a form brought the operator back (?saved=...). */
const NOTICES: Record<string, string> = {
  "1": ADMIN_AREA.saved,
  published: MODERATION_TEXT.published,
  rejected: MODERATION_TEXT.rejected,
  unpublished: MODERATION_TEXT.unpublished,
  retried: OUTBOX_TEXT.retried,
};

type Props = {
  params: Promise<{ list: string; id: string }>;
  searchParams: Promise<
    { saved?: string; refused?: string; campaign?: string; "campaign-error"?: string } & WorkQuery &
      WriteQuery &
      InterviewQuery
  >;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: findList((await params).list)?.title ?? "Not found" };
}

export default async function RecordPage({ params, searchParams }: Props) {
  const { list: key, id } = await params;
  const path = `/admin/${encodeURIComponent(key)}/${encodeURIComponent(id)}`;
  const operator = await requireOperatorPage(path);
  const list = findList(key);
  if (!list || !isRecordId(id)) notFound();
  const record = await list.detail(id);
  if (!record) notFound();
  const query = await searchParams;
  const kind = workKindOfList(list.key);
  const item = kind ? await workView(kind, id) : null;
  // The record's conversation joins its history here: conversations reads workspace, not the reverse.
  const view = item ? await withMessages(item) : null;
  const [templates, notFit, target] = view
    ? await Promise.all([templatesFor(view.itemId, operator), notFitTemplates(), writeTarget(view.itemId)])
    : [[], [], null];
  const saved = query.saved ?? "";
  // A blog post's page announces it: times are read and shown in the operator's zone.
  const zone = record.blog ? await operatorTimeZone(operator.id) : "UTC";
  const announced = campaignNotice(query.campaign, zone, ANNOUNCE_TEXT.announced);
  const notice = [Object.hasOwn(NOTICES, saved) ? NOTICES[saved] : null, announced].filter(Boolean).join(" ") || null;
  const refused =
    query.refused && Object.hasOwn(MODERATION_REFUSED, query.refused)
      ? MODERATION_REFUSED[query.refused as keyof typeof MODERATION_REFUSED]
      : null;
  const error = refused ?? query["campaign-error"]?.slice(0, 200) ?? null;
  return (
    <RecordDetailView
      list={list}
      id={id}
      record={record}
      notice={notice}
      error={error}
      person={await personLinkOf(key, id, operator.id)}
      // The "not a fit" box is offered while the message can still go (an address, not sent before).
      work={
        view
          ? {
              view,
              query,
              notFit: target && !target.notFitSent ? notFit : [],
              interview: view.kind === "career" ? await latestInvite(view.itemId) : null,
            }
          : null
      }
      write={view && target ? { name: target.name, kind: view.kind, recordId: id, page: path, templates, query } : null}
      zone={{
        zone,
        zones: record.blog ? zoneOptions(zone) : [],
        confirm: hasRecentFactor(operator) ? null : confirmPath(path),
      }}
    />
  );
}
