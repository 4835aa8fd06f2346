import type { ReactNode } from "react";
import type { LandingQuery } from "@/lib/features/blog/landing-url";
import { LightButton } from "@/components/ui/light-button";
import { SearchNavigation } from "./search-navigation";

type Props = {
  base: string;
  q: string;
  keep: Omit<LandingQuery, "q">;
  text: { label: string; placeholder: string; button: string };
  icon: ReactNode;
};

/**
 * The hero's search box: its fields are drawn here, on the server, and sent by the one client
 * part (./search-navigation.tsx), which carries only the submit. A title or keyword the popular
 * list is filtered by rides along as a hidden field.
 */
export function HeroSearch({ base, q, keep, text, icon }: Props) {
  return (
    <SearchNavigation base={base} className="mt-8 flex max-w-xl gap-2">
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
    </SearchNavigation>
  );
}
