// Types and copy shared by the two service home pages (/it-consulting and /recruitment).
export const LOADING_MESSAGE = "Please wait for a moment. The page is loading...";
export const LOADING_MS = 1000;
export const ROTATE_MS = 3000;

export type { IconName } from "./icons";
import type { IconName } from "./icons";

export type Slide = { title: string; text: string; icon: IconName; action: { label: string; href: string } };
export type IconItem = { title: string; text: string; icon: IconName };
export type Step = { title: string; text: string };
export type BlogTeaser = { title: string; excerpt: string; href: string };
export type LinkCard = IconItem & { href: string; cta: string };

export const BLOG_TEASERS: BlogTeaser[] = [
  {
    title: "How AI and machine learning are changing software testing",
    excerpt:
      "Test suites that pick what to run, flaky-test detection and generated test data: where AI already saves QA teams hours, and where a human still has to look.",
    href: "/blogs",
  },
  {
    title: "Custom web application development: when off-the-shelf stops fitting",
    excerpt:
      "Spreadsheets, three SaaS tools and a lot of copy-paste: the signs that a custom web app will pay for itself, and how to scope the first version.",
    href: "/blogs",
  },
  {
    title: "The evolution of custom software development",
    excerpt:
      "From year-long waterfall projects to fortnightly releases in the cloud: what changed, what it means for budgets, and what still goes wrong.",
    href: "/blogs",
  },
];
