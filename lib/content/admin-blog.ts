// Copy of the operator's blog editor (/admin/blog-posts/new and /admin/blog-posts/<id>).
export const BLOG_EDITOR_TEXT = {
  newTitle: "Write a blog post",
  newIntro: "The post is published on its blog as soon as it is saved.",
  editTitle: (title: string) => `Edit: ${title}`,
  editIntro:
    "Changes show on the post's page and its blog's landing as soon as they are saved. The post keeps its " +
    "address.",
  navLink: "Write a blog post",
  editLink: "Edit the post",
  backToPost: "Back to the post",
  title: "Title",
  area: "Blog",
  authorName: "Author name",
  body: "Content",
  bodyHint: "Plain text. Leave an empty line between paragraphs.",
  keywords: "Keywords",
  keywordsHint: "The landing's keyword filter lists popular posts with the keyword.",
  popular: "Popular: list the post under 'Popular Post' on its blog's landing",
  cover: "Cover image (optional)",
  coverHint: "JPEG, PNG or WebP, up to 5 MB. Resized and stored as WebP.",
  coverReplaces: "JPEG, PNG or WebP, up to 5 MB. The post has a cover; a new file replaces it.",
  publish: "Publish post",
  save: "Save changes",
  publishWithTags: "The keywords, flag and cover are saved with the post when you publish it.",
} as const;

/** Copy of /admin/blog-authors: the bio the operator gives each author of a published post. */
export const BLOG_AUTHORS_TEXT = {
  title: "Blog authors",
  navLink: "Blog authors",
  intro:
    "Everyone whose name is on a published post. A bio shows on the author's page in each blog they write for, " +
    "and in the page's data for search engines. Write it in the third person, about their work; an empty bio " +
    "shows none. Contributors' e-mail addresses and phone numbers never appear there.",
  empty: "No post is published yet, so there are no authors.",
  bio: (name: string) => `Bio of ${name}`,
  bioHint: (max: number) => `Plain text, one paragraph, at most ${max} characters.`,
  posts: (count: number) => `${count} published ${count === 1 ? "post" : "posts"}`,
  pageLink: (areaName: string) => `${areaName} page`,
  save: "Save bio",
  saved: (name: string) => `Saved the bio of ${name}. Their pages show it now.`,
} as const;
