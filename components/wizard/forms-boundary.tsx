"use client";

// The site's client components that the wizards' frame uses, behind a client boundary of the
// frame's own (as components/admin/operator-boundary.tsx does for the operator's). Imported
// directly, each was loaded from the chunk of the (site) layout that holds it, and a wizard
// page fetched that whole chunk (the navbar's menus, the chat toggle, the footer's forms: 5.4 KB
// brotli) for a theme toggle and the vitals reporter, seen in .next/server/app/career-form.html.
export { ThemeToggle as FormsThemeToggle } from "@/components/layout/theme-toggle";
export { VitalsReporter as FormsVitalsReporter } from "@/components/layout/vitals-reporter";
export { Link as FormsLink } from "@/components/ui/link";
