// Types and copy shared by the two service home pages (/it-consulting and /recruitment).
export const LOADING_MESSAGE = "Please wait for a moment. The page is loading...";
export const LOADING_MS = 1000;
export const ROTATE_MS = 3000;

import { postPath } from "./blog-areas";
import { BUSINESS_POSTS } from "./blog-posts/business";
import { RECRUITMENT_POSTS } from "./blog-posts/recruitment";
import type { SeedArea } from "./blog-posts/types";
import type { BlogTeaser } from "./marketing";

/** A teaser of a seeded post: its title from the post itself, so the two cannot drift apart. */
function teaser(area: SeedArea, slug: string, excerpt: string): BlogTeaser {
  const post = area.posts.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No seeded ${area.area} post ${slug} for a home page teaser`);
  return { title: post.title, excerpt, href: postPath(area.area, slug) };
}

/** 'Our Blogs' on the IT consulting home page. */
export const BLOG_TEASERS: BlogTeaser[] = [
  teaser(
    BUSINESS_POSTS,
    "ai-and-machine-learning-in-software-testing",
    "Test suites that pick what to run, flaky-test detection and generated test data: where AI already saves QA " +
      "teams hours, and where a human still has to look.",
  ),
  teaser(
    BUSINESS_POSTS,
    "custom-web-application-development",
    "Spreadsheets, three SaaS tools and a lot of copy-paste: the signs that a custom web app will pay for " +
      "itself, and how to scope the first version.",
  ),
  teaser(
    BUSINESS_POSTS,
    "evolution-of-custom-software-development",
    "From year-long waterfall projects to fortnightly releases in the cloud: what changed, what it means for " +
      "budgets, and what still goes wrong.",
  ),
];

/** 'Latest Blogs' on the recruitment home page. */
export const RECRUITMENT_BLOG_TEASERS: BlogTeaser[] = [
  teaser(
    RECRUITMENT_POSTS,
    "writing-a-role-brief",
    "Outcomes instead of wish-lists, must-haves apart from trainable skills, and a salary range: a brief that " +
      "brings fewer, better applicants.",
  ),
  teaser(
    RECRUITMENT_POSTS,
    "resumes-that-get-calls",
    "What a recruiter reads in the first minute, why numbers beat duties, and the details to leave out of your resume.",
  ),
  teaser(
    RECRUITMENT_POSTS,
    "preparing-for-a-technical-interview",
    "Explain one project in depth, think aloud in the coding exercise and ask about the team's practices: how " +
      "to prepare for a technical interview.",
  ),
];
