// Copy of the writer's workspace (/account/posts): the list of a contributor's posts with their
// status, and the Markdown editor with its preview. The post's own fields keep the Create a Blog
// form's labels (CREATE_BLOG_TEXT), so a writer meets the same words in both places.
import { ACCOUNT_LINKS } from "./account-links";
import type { WriterStatus } from "./blog-areas";

// The list's address and name are the account menu's (./account-links.ts), which every page carries.
export const WRITER_PATHS = {
  list: ACCOUNT_LINKS.posts.href,
  new: `${ACCOUNT_LINKS.posts.href}/new`,
  post: (id: string) => `${ACCOUNT_LINKS.posts.href}/${encodeURIComponent(id)}`,
  deleteDraft: (id: string) => `/api/account/posts/${encodeURIComponent(id)}/delete`,
  /** Where deleting a draft without JavaScript lands: the list, saying so. */
  deleted: `${ACCOUNT_LINKS.posts.href}?deleted=1`,
} as const;

/** What a writer reads for each state of a post. */
export const WRITER_STATUS_WORDS: Record<WriterStatus, string> = {
  draft: "Draft",
  pending: "Waiting for review",
  published: "Published",
  rejected: "Rejected",
  unpublished: "Taken down",
};

export const WRITER_TEXT = {
  listTitle: ACCOUNT_LINKS.posts.label,
  listIntro:
    "Posts you write here stay drafts until you submit them. You can change a post until our editors publish or " +
    "reject it.",
  listEmpty: "You have not written a post yet.",
  newPost: "Write a new post",
  columns: { title: "Title", blog: "Blog", status: "Status", changed: "Last change", action: "Action" },
  edit: "Edit",
  editLabel: (title: string) => `Edit “${title}”`,
  read: "Read",
  readLabel: (title: string) => `Read “${title}”`,
  rejectedWith: (reason: string) => `Rejected: ${reason}`,
  rejectedNoReason: "Rejected, without a particular reason.",
  unpublishedWith: (reason: string) => `Taken down, to revise and submit again. Reason: ${reason}`,
  takenDown: (reason: string) =>
    `Our editors took this post off the blog; revise it and submit it again for review. Their reason: ${reason}`,
  newTitle: "Write a blog post",
  editTitle: "Edit your blog post",
  editorIntro:
    "Write in Markdown; the preview shows the post as its page will. Save a draft as often as you like and submit " +
    "it when it is ready.",
  area: "Blog",
  cover: "Cover image (optional)",
  coverSet: "This post has a cover; choose a file to replace it.",
  contentHint:
    "Markdown: # heading, **bold**, _italic_, - list, 1. numbered list, [link](https://…), and | tables |. HTML " +
    "is shown as typed, never run.",
  preview: "Preview",
  /** The phone's switch between the fields and the preview (side by side on a wide screen). */
  views: { label: "Editor view", write: "Write", preview: "Preview" },
  counter: (count: string, max: string) => `${count} of ${max} characters`,
  restored: "We restored the text you had not saved, which this browser kept. Save it to keep it, or discard it.",
  discardRestored: "Discard the restored text",
  previewEmpty: "The preview appears here as you write.",
  statusLine: (status: string) => `Status: ${status}`,
  saveDraft: "Save draft",
  submit: "Submit for review",
  saveChanges: "Save changes",
  saving: "Saving...",
  saved: "Your draft is saved.",
  submitted: "Your post is submitted. Our editors will read it, and we will e-mail you when it is published.",
  changesSaved: "Your changes are saved. The post is still waiting for review.",
  locked: "Our editors have already acted on this post, so it can no longer be changed.",
  unknown: "You have no post with this id.",
  back: "Back to my blog posts",
  deleteDraft: "Delete",
  deleteDraftLabel: (title: string) => `Delete the draft “${title}”`,
  deleteConfirm: "Delete this draft for good",
  deleted: "Your draft is deleted.",
  notADraft: "Only a draft can be deleted: this post has been submitted to our editors.",
  authorNameTaken: "Another writer already publishes under this author name. Choose a different name.",
  authorNameClaimed:
    "This author name belongs to a writer's account. Choose a different name, or sign in and write from your " +
    "account if it is yours.",
  fromCreatePage:
    "Signed in? Write your post in your account instead: save drafts, format it with Markdown and see a preview.",
  fromCreatePageLink: "Write in your account",
} as const;

/** The handler's answers, one home with the sentences above. */
export const WRITER_ANSWERS = {
  save: WRITER_TEXT.saved,
  submit: WRITER_TEXT.submitted,
  update: WRITER_TEXT.changesSaved,
} as const;

/** What the editor says when its form, posted without JavaScript, came back unsaved (`?problem=<key>`). */
export const WRITER_PROBLEMS = {
  invalid: "The post was not saved: give it a title, content and an author name within their limits, and save again.",
  "too-large": "The post was not saved: it or its cover is too large (a cover is up to 5 MB).",
  type: "The post was not saved: a cover must be a JPEG, PNG or WebP image.",
  limit: "The post was not saved: too many posts were sent from here. Please wait a while and try again.",
  locked: WRITER_TEXT.locked,
  failed: "The post was not saved: something went wrong on our side. Please try again later.",
} as const;
export type WriterProblem = keyof typeof WRITER_PROBLEMS;
export const writerProblemOf = (value: unknown): WriterProblem =>
  typeof value === "string" && Object.hasOwn(WRITER_PROBLEMS, value) ? (value as WriterProblem) : "failed";

/** What the editor shows after its form was posted without JavaScript: `?saved=` or `?problem=`, or nothing. */
export function writerNotice(saved: unknown, problem: unknown): { kind: "success" | "error"; text: string } | null {
  if (typeof saved === "string" && Object.hasOwn(WRITER_ANSWERS, saved))
    return { kind: "success", text: WRITER_ANSWERS[saved as keyof typeof WRITER_ANSWERS] };
  return typeof problem === "string" ? { kind: "error", text: WRITER_PROBLEMS[writerProblemOf(problem)] } : null;
}

export const WRITER_META = {
  list: { title: WRITER_TEXT.listTitle, robots: { index: false } },
  editor: { title: WRITER_TEXT.newTitle, robots: { index: false } },
} as const;
