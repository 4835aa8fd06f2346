"use client";

// The site's client components that the operator frame uses, behind a client boundary of the
// operator's own. The (operator) layout sits at the root of app/, so Next merges its client
// manifest into every page's; a site component it imported directly (the theme toggle, next/link)
// was then loaded on public pages from the layout's chunk: 4.5 KB more on each, seen in the
// scripts of .next/server/app/about.html and index.html.
export { ThemeToggle as OperatorThemeToggle } from "@/components/layout/theme-toggle";
export { default as OperatorLink } from "next/link";
