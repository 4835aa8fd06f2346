// Metadata of the wizard pages. The /merge-form/* copies point search engines at the main URL.
import type { Metadata } from "next";

type Kind = "career" | "business" | "partnership";

const PAGES: Record<Kind, { path: string; title: string; description: string }> = {
  career: {
    path: "/career-form",
    title: "Career Form",
    description: "Apply for IT, non-IT and healthcare roles in three short steps, with your resume.",
  },
  business: {
    path: "/business-form",
    title: "Business Form",
    description: "Ask for IT, recruitment, marketing or consulting services for your business.",
  },
  partnership: {
    path: "/partner-form",
    title: "Partnership Form",
    description: "Propose an equity, solution, referral or affiliate partnership.",
  },
};

export function wizardMetadata(kind: Kind): Metadata {
  const page = PAGES[kind];
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph: { title: page.title, description: page.description, url: page.path, type: "website" },
  };
}
