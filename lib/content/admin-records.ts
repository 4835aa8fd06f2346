// Where the operator reads one record: the keys of the operator area's lists
// (lib/features/admin/lists) and a record's page, which the notification mails link to.
export const ADMIN_LIST_KEYS = {
  career: "career-applications",
  business: "business-enquiries",
  partnership: "partnership-enquiries",
  contact: "contact-messages",
  blog: "blog-submissions",
} as const;

/** The titles of the four submission lists, which the dashboard's weekly chart names its series by. */
export const SUBMISSION_LIST_TITLES = {
  career: "Career applications",
  business: "Business enquiries",
  partnership: "Partnership enquiries",
  contact: "Contact messages",
} as const;

/** A record's page in the operator area, e.g. /admin/career-applications/<id>. */
export const adminRecordPath = (list: string, id: string) => `/admin/${list}/${encodeURIComponent(id)}`;

/** The link a notification mail ends with. */
export const OPEN_RECORD = "Open it in the operator area";
