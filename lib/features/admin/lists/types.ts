// What the operator's list, detail and export screens need from a kind of record. Each kind is
// one definition (lib/features/admin/lists/*.ts) registered in lib/features/admin/lists/index.ts; the pages and
// handlers are written once over this shape, so a new list is one more definition.
import type { PostFormat } from "../../../content/blog-areas";
import type { ListFilters } from "../filters";

export type Cell = string | number | null;

export type DetailField = { label: string; value: string };

export type FeedbackView = { id: string; createdAt: Date; answers: DetailField[] };

export type RelatedLink = { label: string; href: string };

/** A blog submission as the operator reviews it: the post as it would appear, and its state. */
export type BlogReview = {
  id: string;
  /** The post's last change (ms) as this page shows it: its forms send it back (lib/validation/admin.ts
   * postVersionField). */
  version: string;
  status: string;
  keywords: string[];
  popular: boolean;
  rejectReason: string | null;
  areaName: string;
  /** The area's blog as its pages name it ("Business Consulting Blog"), for "announce to its subscribers". */
  areaTitle: string;
  /** The newsletter announcing the published post, once there is one (lib/features/newsletter/announce.ts). */
  announcement: { status: string; scheduledAt: Date | null; total: number } | null;
  title: string;
  authorName: string;
  body: string;
  format: PostFormat;
  image: { src: string; width: number; height: number } | null;
  /** The public page, once the post is published. */
  publicPath: string | null;
};

export type RecordDetail = {
  heading: string;
  createdAt: Date;
  fields: DetailField[];
  /** When and from where the visitor agreed (the agreement checkbox, the subscription). */
  consent: { at: Date; ip: string | null } | null;
  /** Set for records with a work item: the status its stage gives, and the private note kept from before notes. */
  pipeline: { status: string; note: string } | null;
  /** Set for records that take a file: uploaded (with its name and size) or missing. */
  file: { state: "uploaded"; name: string; size: number } | { state: "missing" } | null;
  feedback: FeedbackView[];
  related: RelatedLink[];
  /** Set for blog submissions: the preview and the publish / reject controls. */
  blog?: BlogReview;
  /** True when the record can be sent again (outgoing mail not yet sent). */
  retry?: boolean;
};

export type StoredFile = { key: string; name: string; type: string };

export type ListPage = { rows: Array<{ id: string; cells: Cell[] }>; total: number };

export type AdminList = {
  key: string;
  title: string;
  /** The filter shown as "status": the pipeline, a subscriber's state, a feedback's experience. */
  statusFilter: { label: string; options: ReadonlyArray<{ value: string; label: string }> };
  searchLabel: string;
  /** The subscribers' filter by one topic they chose (?topic=); `all` names the choice of none. */
  topicFilter?: { label: string; all: string; options: ReadonlyArray<{ value: string; label: string }> };
  /** True for the list that can be filtered by the job applied for (its form offers the jobs). */
  byJob?: boolean;
  /** The dashboard's figure for this list: how many records have this status (all when empty). */
  headline: { status: string; caption: string };
  columns: readonly string[];
  count(filters: ListFilters): Promise<number>;
  page(filters: ListFilters): Promise<ListPage>;
  exportColumns: readonly string[];
  /** Every row matching the filters, newest first, a batch at a time (for CSV). */
  exportBatches(filters: ListFilters): AsyncIterable<Cell[][]>;
  detail(id: string): Promise<RecordDetail | null>;
  /** Only for lists that take a file: the stored file, or null when none arrived. */
  file?(id: string): Promise<StoredFile | null>;
  /** Only for lists of outgoing mail: due again now; false when the record cannot be retried. */
  retry?(id: string): Promise<boolean>;
};
