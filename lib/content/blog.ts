// Copy of the three blog areas: landing, post, explore and create pages, and the form's messages.
import { FEED_FORMATS, FEED_MIME_TYPES, feedPath, type BlogArea, type FeedFormat } from "@/lib/content/blog-areas";

export type BlogAreaCopy = {
  /** Used in 'Recent ... Blog' and 'Popular ... Post'. */
  name: string;
  title: string;
  description: string;
  heroTitle: string;
  heroText: string;
};

export const BLOG_AREA_COPY: Record<BlogArea, BlogAreaCopy> = {
  business: {
    name: "Business Consulting",
    title: "Business Consulting Blog",
    description:
      "Practical articles on strategy, operations, finance, SaaS and technology for owners of small and " +
      "mid-sized businesses, from the Solutions At One Place consultants.",
    heroTitle: "Business Consulting Blog",
    heroText:
      "Strategy, operations, money and technology, written by consultants who work with growing businesses every " +
      "week.",
  },
  digital: {
    name: "Digital Marketing",
    title: "Digital Marketing Blog",
    description:
      "SEO, paid search, social media, content and analytics explained for businesses that want enquiries, not " +
      "vanity metrics, from the Solutions At One Place marketing team.",
    heroTitle: "Digital Marketing Blog",
    heroText: "Search, social, content and advertising that bring real enquiries, with the numbers to show for it.",
  },
  recruitment: {
    name: "Recruitment",
    title: "Recruitment Blog",
    description:
      "Hiring and job-hunting advice for IT, non-IT and healthcare roles: role briefs, screening, salaries, " +
      "resumes and interviews, from the Solutions At One Place recruiters.",
    heroTitle: "Recruitment Blog",
    heroText: "Hiring and job-hunting advice from recruiters who fill IT, non-IT and healthcare roles every week.",
  },
};

const BY = "written by";

export const BLOG_TEXT = {
  searchLabel: "Search blogs",
  searchPlaceholder: "Search by title or text",
  searchButton: "Search",
  recentTitle: (name: string) => `Recent ${name} Blog`,
  popularTitle: (name: string) => `Popular ${name} Post`,
  allTitle: "All Blogs",
  noBlogs: "Sorry! No blogs found.",
  writtenBy: (author: string) => `${BY} ${author}`,
  /** Before the author's name when the name is a link to their page. */
  writtenByLead: BY,
  exploreMore: "Explore More",
  exploreMorePhone: "Explore more",
  showLess: "Show less",
  previousBlog: "Previous blog",
  nextBlog: "Next blog",
  previousPage: "Previous",
  nextPage: "Next",
  popularSearchLabel: "Search popular posts by title",
  popularSearchPlaceholder: "Search by title",
  keywordsLabel: "Filter popular posts by keyword",
  clearFilters: "Show all popular posts",
  resultCount: (shown: number, total: number, q: string) =>
    q
      ? `${total} ${total === 1 ? "blog matches" : "blogs match"} “${q}”${shown < total ? `, showing the newest ${shown}` : ""}.`
      : "",
  passionTitle: "Start Your Passions, Your Way",
  passionText: "Write a unique and beautiful blog here.",
  createBlog: "Create Blog",
  backToArea: (name: string) => `Back to the ${name} blog`,
  exploreTitle: "Welcome to the Blog",
  explorePostsTitle: "Posts",
  exploreIntro: (name: string) => `Every published post of our ${name} blog, newest first.`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  paginationLabel: "Blog pages",
  seeAllMatches: (total: number) => `See all ${total} matches`,
  exploreFilterLabel: "Search and filter the posts",
  exploreSearchLabel: "Search title and text",
  exploreKeywordLabel: "Keyword",
  allKeywords: "All keywords",
  exploreFilterButton: "Show posts",
  exploreClear: "Show every post",
  exploreMatches: (total: number) => `${total} ${total === 1 ? "post matches" : "posts match"} this search.`,
};

export const CREATE_BLOG_TEXT = {
  title: "Create a Blog",
  intro: (name: string) =>
    `Share what you know with the readers of our ${name} blog. Every post is read by our editors before it is published; we will e-mail you when it is live.`,
  postSection: "Your post",
  contactSection: "About you (not published)",
  contactNote: "We use these details only to reach you about this post.",
  blogTitle: "Blog Title",
  blogContent: "Blog Content",
  blogContentHint: "Plain text. Leave an empty line between paragraphs.",
  authorName: "Author Name",
  image: "Image (optional)",
  imageHint: "JPEG, PNG or WebP, up to 5 MB.",
  fullName: "Full Name",
  email: "Email",
  phoneNumber: "Phone Number",
  socialMediaProfile: "Social Media Profile (optional)",
  submit: "Post Blog",
  submitting: "Posting...",
  uploading: "Uploading your post",
  somethingWrong: "Something went wrong",
  networkFailure: "Failed to post the blog. Please try again.",
  imageType: "Only JPEG, PNG and WebP images are allowed.",
  imageSize: "The image is larger than 5 MB.",
};

/** What the server answers when a post was received (shown by the form as it comes). */
export const BLOG_SUBMITTED_MESSAGE =
  "Thank you! Your blog has been submitted and is under review. We will e-mail you when it is published.";

/** An author's page (/<area>/authors/<slug>): their name, the operator's bio, their posts. */
export const AUTHOR_TEXT = {
  title: (author: string, area: BlogAreaCopy) => `${author}, ${area.title}`,
  description: (author: string, area: BlogAreaCopy) =>
    `Posts by ${author} on the ${area.title} of Solutions At One Place.`,
  postsTitle: (author: string) => `Posts by ${author}`,
  postCount: (count: number) => `${count} ${count === 1 ? "post" : "posts"} published.`,
};

/** The RSS and Atom feeds: their titles, and the names of the links to them in a page's head. */
export const FEED_TEXT = {
  allTitle: "Solutions At One Place blogs",
  allDescription:
    "The newest posts of the Business Consulting, Digital Marketing and Recruitment blogs of Solutions At One " +
    "Place.",
  linkTitle: (feedTitle: string, format: FeedFormat) => `${feedTitle} (${format === "rss" ? "RSS" : "Atom"})`,
};

/** The `<link rel="alternate">` entries, by MIME type, for the feeds of `area` (null: every area). */
export function feedLinks(area: BlogArea | null): Record<string, Array<{ url: string; title: string }>> {
  const title = area ? BLOG_AREA_COPY[area].title : FEED_TEXT.allTitle;
  return Object.fromEntries(
    FEED_FORMATS.map((format) => [
      FEED_MIME_TYPES[format],
      [{ url: feedPath(area, format), title: FEED_TEXT.linkTitle(title, format) }],
    ]),
  );
}
