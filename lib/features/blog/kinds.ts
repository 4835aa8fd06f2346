// The outbox kinds of the blog's mails, shared by the code that queues them and ./mail.ts.
export const MAIL_BLOG_RECEIVED = "blog-received";
export const MAIL_BLOG_NOTIFY = "blog-notify";
export const MAIL_BLOG_PUBLISHED = "blog-published";
export const MAIL_BLOG_REJECTED = "blog-rejected";
export const MAIL_BLOG_UNPUBLISHED = "blog-unpublished";
