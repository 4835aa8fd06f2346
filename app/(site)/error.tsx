"use client";

import { ErrorContent } from "@/components/layout/error-content";

// An unexpected error in a page of the site: the message inside the navbar and footer, whose
// layout is above this boundary and keeps working.
export default function SiteError({ retry }: { error: unknown; retry: () => void }) {
  return <ErrorContent retry={retry} />;
}
