// Blog submissions awaiting moderation (and the posts already published or rejected): the
// operator previews each one and publishes or rejects it (app/api/admin/blog-posts/[id]).
import "server-only";
import { ADMIN_LIST_KEYS } from "../../../content/admin-records";
import { DRAFT, isBlogArea, postFormatOf, postPath } from "../../../content/blog-areas";
import { imageOf, splitKeywords } from "../../blog";
import { announcementOf } from "../../newsletter";
import { BLOG_STATUS_LABELS } from "../../../content/admin";
import { BLOG_AREA_COPY } from "../../../content/blog";
import { db, type Prisma } from "../../../core/db";
import { commonWhere } from "../filters";
import { defineList, readsOf } from "./define";
import { labelledFilter, when } from "./shared";

type BlogRow = Prisma.BlogPostGetPayload<object>;

const NOT_DRAFT = { status: { not: DRAFT } };
const areaName = (area: string) => (isBlogArea(area) ? BLOG_AREA_COPY[area].name : area);
const statusLabel = (status: string) => BLOG_STATUS_LABELS[status] ?? status;

export const blogSubmissions = defineList<BlogRow>({
  key: ADMIN_LIST_KEYS.blog,
  title: "Blog submissions",
  statusFilter: labelledFilter("Status", BLOG_STATUS_LABELS),
  searchLabel: "Search by title, author, name, e-mail or phone",
  headline: { status: "pending", caption: "awaiting review" },
  // A writer's unsent draft is not a submission: it is neither listed, counted nor opened here.
  where: (filters) => ({
    AND: [
      commonWhere(filters, {
        statusField: "status",
        searchFields: ["title", "authorName", "fullName", "email"],
        phoneFields: ["phoneNumber"],
      }),
      NOT_DRAFT,
    ],
  }),
  ...readsOf(() => db.blogPost),
  findOne: (id) => db.blogPost.findFirst({ where: { id, ...NOT_DRAFT } }),
  columns: [
    ["Title", (row) => row.title],
    ["Blog", (row) => areaName(row.area)],
    ["Author", (row) => row.authorName],
    ["Submitted by", (row) => (row.email ? `${row.fullName ?? ""} <${row.email}>`.trim() : "Seeded post")],
    ["Status", (row) => statusLabel(row.status)],
    ["Received", (row) => when(row.createdAt)],
  ],
  csv: [
    ["Id", (row) => row.id],
    ["Received", (row) => row.createdAt.toISOString()],
    ["Status", (row) => row.status],
    ["Blog", (row) => row.area],
    ["Slug", (row) => row.slug],
    ["Title", (row) => row.title],
    ["Author", (row) => row.authorName],
    ["Full name", (row) => row.fullName],
    ["E-mail", (row) => row.email],
    ["Phone number", (row) => row.phoneNumber],
    ["Social media profile", (row) => row.socialMediaProfile],
    ["Keywords", (row) => row.keywords],
    ["Image", (row) => ((row.imageKey ?? row.imagePath) ? "yes" : "no")],
    ["Published at", (row) => row.publishedAt?.toISOString() ?? null],
    ["Reject reason", (row) => row.rejectReason],
    ["Consent IP", (row) => row.consentIp],
    ["Body", (row) => row.body],
  ],
  async detail(row) {
    const submitted = Boolean(row.email);
    return {
      heading: row.title,
      createdAt: row.createdAt,
      fields: [
        { label: "Status", value: statusLabel(row.status) },
        { label: "Blog", value: areaName(row.area) },
        { label: "Full name", value: row.fullName ?? "" },
        { label: "E-mail", value: row.email ?? "" },
        { label: "Phone number", value: row.phoneNumber ?? "" },
        { label: "Social media profile", value: row.socialMediaProfile ?? "" },
        { label: "Keywords", value: row.keywords },
        { label: "Popular", value: row.popular ? "Yes" : "No" },
        { label: "Published", value: when(row.publishedAt) || "Not published" },
        ...(row.rejectReason
          ? [
              {
                label: row.status === "unpublished" ? "Reason for taking it down" : "Reason for rejecting",
                value: row.rejectReason,
              },
            ]
          : []),
      ],
      // Submissions carry the agreement's IP; seeded posts were never submitted.
      consent: submitted ? { at: row.createdAt, ip: row.consentIp } : null,
      pipeline: null,
      file: null,
      feedback: [],
      related: [],
      blog: {
        id: row.id,
        version: String(row.updatedAt.getTime()),
        status: row.status,
        keywords: splitKeywords(row.keywords),
        popular: row.popular,
        rejectReason: row.rejectReason,
        areaName: areaName(row.area),
        areaTitle: isBlogArea(row.area) ? BLOG_AREA_COPY[row.area].title : row.area,
        announcement: row.status === "published" ? await announcementOf(row.id) : null,
        title: row.title,
        authorName: row.authorName,
        body: row.body,
        format: postFormatOf(row.format),
        image: imageOf(row),
        publicPath: row.status === "published" && isBlogArea(row.area) ? postPath(row.area, row.slug) : null,
      },
    };
  },
});
