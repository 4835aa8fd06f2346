// The blog hub (/blogs): the three blog areas, the topics they cover and how to write for them.
import type { MarketingPageContent } from "./marketing";

export const BLOGS: MarketingPageContent = {
  meta: {
    path: "/blogs",
    title: "Blogs",
    description:
      "Articles on business consulting, digital marketing and recruitment from the Solutions At One Place team and guest writers, and how to submit your own post.",
  },
  sections: [
    {
      kind: "hero",
      eyebrow: "Blogs",
      title: "Ideas and advice from the people who do the work",
      text: "Our consultants, marketers and recruiters write about what they see in client projects every week. Pick an area to read, or write a post of your own for our editors to review.",
      actions: [
        { href: "/business-blog", label: "Business Consulting blog" },
        { href: "/digital-blog", label: "Digital Marketing blog" },
        { href: "/recruitment-blog", label: "Recruitment blog" },
      ],
    },
    {
      kind: "section",
      id: "blog-areas",
      title: "Our blog areas",
      blocks: [
        {
          kind: "features",
          items: [
            {
              icon: "compass",
              title: "Business Consulting",
              text: "Strategy, operations, finance and growth for owners of small and mid-sized businesses: market entry, cost control, cash flow, SaaS models and making decisions with data.",
              links: [
                { href: "/business-blog", label: "Read the Business Consulting blog" },
                { href: "/business-blog/create_blog", label: "Write a post" },
              ],
            },
            {
              icon: "megaphone",
              title: "Digital Marketing",
              text: "Search, social, content and advertising that bring enquiries: SEO fixes that matter, running Google Ads on a small budget, and reading your analytics without a specialist.",
              links: [
                { href: "/digital-blog", label: "Read the Digital Marketing blog" },
                { href: "/digital-blog/create_blog", label: "Write a post" },
              ],
            },
            {
              icon: "users",
              title: "Recruitment",
              text: "Hiring and job-hunting in IT, non-IT and healthcare: writing a role brief, screening well, salary trends, resumes that get calls and interview preparation.",
              links: [
                { href: "/recruitment-blog", label: "Read the Recruitment blog" },
                { href: "/recruitment-blog/create_blog", label: "Write a post" },
              ],
            },
          ],
        },
      ],
    },
    {
      kind: "section",
      id: "topics",
      title: "Popular topics",
      intro: "Posts are tagged by topic, so each blog's Popular Post list can be filtered to what you want to read.",
      blocks: [
        {
          kind: "tags",
          items: ["Development", "Design", "Technology", "SaaS", "Big Data", "Blockchain", "Fashion", "Fintech"],
        },
      ],
    },
    {
      kind: "section",
      id: "write-for-us",
      title: "Write for us",
      intro: "Guest posts from practitioners are welcome in every area.",
      blocks: [
        {
          kind: "steps",
          steps: [
            {
              title: "Choose an area",
              text: "Open the blog your topic belongs to and select Create Blog.",
            },
            {
              title: "Write your post",
              text: "Add a title, the article, the author name and, if you like, a cover image in JPEG, PNG or WebP.",
            },
            {
              title: "Tell us who you are",
              text: "Your full name, e-mail address, phone number and optionally a social media profile, so our editors can reach you.",
            },
            {
              title: "Editorial review",
              text: "Every submission waits for review. Nothing appears on the site until an editor approves it, and we may decline posts that are promotional or copied.",
            },
          ],
        },
      ],
    },
    {
      kind: "cta",
      title: "Have a topic you want us to cover?",
      text: "Suggest it through the contact page. Good questions from readers often become our next posts.",
      actions: [
        { href: "/contact", label: "Contact Us" },
        { href: "/merge-form", label: "Connect Now" },
      ],
    },
  ],
};
