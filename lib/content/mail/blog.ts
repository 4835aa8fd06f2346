// What the blog's mails to a post's submitter say (lib/features/blog/mail.ts sends them). The
// operator's notice of a new post lists the post's fields and stays beside its renderer.
type Post = { fullName: string | null; title: string; areaName: string; rejectReason: string | null };

const greeting = (name: string | null) => (name ? `Hello ${name},` : "Hello,");

export const BLOG_RECEIVED_MAIL = {
  subject: "Your blog post is under review",
  paragraphs: (post: Post) => [
    greeting(post.fullName),
    `Thank you for writing for our ${post.areaName} blog. Your post has reached us and is under review: our editors read every submission before it appears on the site.`,
    "We will write to you again when it is published. If you did not send it, please ignore this mail.",
  ],
};

export const BLOG_PUBLISHED_MAIL = {
  subject: "Your blog post is published",
  paragraphs: (post: Post) => [
    greeting(post.fullName),
    `Good news: your post "${post.title}" is now live on our ${post.areaName} blog. Thank you for writing for us.`,
  ],
  action: "Read your post",
};

export const BLOG_REJECTED_MAIL = {
  subject: "About your blog post",
  paragraphs: (post: Post) => [
    greeting(post.fullName),
    `Thank you for your post "${post.title}". Our editors have decided not to publish it on our ${post.areaName} blog.`,
    post.rejectReason ? `The reason they gave: ${post.rejectReason}` : "They gave no particular reason.",
    "You are welcome to send another post at any time.",
  ],
  action: (areaName: string) => `Visit the ${areaName} blog`,
};

/** A published post taken down: why, and (written in an account) that it can be revised and sent again. */
export const BLOG_UNPUBLISHED_MAIL = {
  subject: "Your blog post was taken down",
  paragraphs: (post: Post, fromAccount: boolean) => [
    greeting(post.fullName),
    `Our editors have taken your post "${post.title}" off our ${post.areaName} blog.`,
    `The reason they gave: ${post.rejectReason ?? "none"}`,
    fromAccount
      ? "The post is back in your account: you can revise it there and submit it again for review."
      : "You are welcome to revise it and send it again.",
  ],
  action: "Revise your post",
};
