import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { RecordDetailView } from "@/components/admin/record-detail";
import { findList, isRecordId } from "@/lib/features/admin/lists";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { ADMIN_AREA, MODERATION_TEXT, OUTBOX_TEXT } from "@/lib/content/admin";

/** What the detail page says after a form brought the operator back (?saved=...). */
const NOTICES: Record<string, string> = {
  "1": ADMIN_AREA.saved,
  published: MODERATION_TEXT.published,
  rejected: MODERATION_TEXT.rejected,
  retried: OUTBOX_TEXT.retried,
};

type Props = { params: Promise<{ list: string; id: string }>; searchParams: Promise<{ saved?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: findList((await params).list)?.title ?? "Not found" };
}

export default async function RecordPage({ params, searchParams }: Props) {
  const { list: key, id } = await params;
  await requireOperatorPage(`/admin/${encodeURIComponent(key)}/${encodeURIComponent(id)}`);
  const list = findList(key);
  if (!list || !isRecordId(id)) notFound();
  const record = await list.detail(id);
  if (!record) notFound();
  const saved = (await searchParams).saved ?? "";
  return <RecordDetailView list={list} id={id} record={record} notice={Object.hasOwn(NOTICES, saved) ? (NOTICES[saved] ?? null) : null} />;
}
