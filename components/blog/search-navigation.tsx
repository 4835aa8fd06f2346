"use client";

import { useRouter } from "next/navigation";
import { useTransition, type FormEvent, type ReactNode } from "react";
import { GRID_ID, landingHref } from "@/lib/features/blog/landing-url";
import { prefersReducedMotion } from "@/components/ui/use-reduced-motion";

type Props = { base: string; className: string; children: ReactNode };

/**
 * The hero search's form, whose fields the server draws (./hero-search.tsx): without JavaScript a
 * GET form whose answer opens at the grid; with it, Enter updates the URL in place (the server
 * filters) and scrolls the grid into view.
 */
export function SearchNavigation({ base, className, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    const query = { q: field("q").trim(), title: field("title"), keyword: field("keyword") };
    startTransition(() => router.push(landingHref(base, query), { scroll: false }));
    const behavior = prefersReducedMotion() ? "auto" : "smooth";
    document.getElementById(GRID_ID)?.scrollIntoView({ behavior, block: "start" });
  }

  return (
    <form
      role="search"
      method="get"
      action={`${base}#${GRID_ID}`}
      onSubmit={submit}
      className={className}
      aria-busy={pending}
    >
      {children}
    </form>
  );
}
