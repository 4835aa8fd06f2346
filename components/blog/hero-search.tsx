"use client";

import { useRouter } from "next/navigation";
import { useTransition, type FormEvent, type ReactNode } from "react";
import { GRID_ID, landingHref, type LandingQuery } from "@/lib/features/blog/landing-url";
import { LightButton } from "@/components/ui/light-button";

type Props = {
  base: string;
  q: string;
  keep: Omit<LandingQuery, "q">;
  text: { label: string; placeholder: string; button: string };
  icon: ReactNode;
};

/**
 * The hero's search box. Without JavaScript it is a GET form whose answer opens at the grid;
 * with it, Enter updates the URL in place (the server filters) and scrolls the grid into view.
 */
export function HeroSearch({ base, q, keep, text, icon }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    startTransition(() => router.push(landingHref(base, { ...keep, q: value }), { scroll: false }));
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById(GRID_ID)?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  }

  return (
    <form
      role="search"
      method="get"
      action={`${base}#${GRID_ID}`}
      onSubmit={submit}
      className="mt-8 flex max-w-xl gap-2"
      aria-busy={pending}
    >
      <label htmlFor="blog-search" className="sr-only">
        {text.label}
      </label>
      <input
        id="blog-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={100}
        placeholder={text.placeholder}
        className="min-w-0 flex-1 rounded-md border border-border bg-background px-4 py-3"
      />
      {keep.title ? (
        <input type="hidden" name="title" value={keep.title} />
      ) : keep.keyword ? (
        <input type="hidden" name="keyword" value={keep.keyword} />
      ) : null}
      <LightButton type="submit" size="lg">
        {icon}
        {text.button}
      </LightButton>
    </form>
  );
}
