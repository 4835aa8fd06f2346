"use client";

import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useRef, useState, useTransition, type FormEvent } from "react";
import { landingHref, POPULAR_ID } from "@/lib/features/blog/landing-url";
import { LightButton } from "@/components/ui/light-button";
import { controlClass } from "@/components/ui/control-class";

type Props = {
  base: string;
  q: string;
  title: string;
  keyword: string | null;
  keywords: readonly string[];
  text: { searchLabel: string; placeholder: string; keywordsLabel: string };
};

const TYPING_PAUSE_MS = 300;

/**
 * The popular list's title search and keyword buttons, which clear each other. Both are GET
 * forms (they work without JavaScript); with it, typing and clicking update the URL in place
 * and the server answers with the filtered list.
 */
export function PopularFilter({ base, q, title, keyword, keywords, text }: Props) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [typed, setTyped] = useState(title);
  const [active, setActive] = useState(keyword);
  const timer = useRef<number | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);

  const show = (filter: { title?: string; keyword?: string | null }) => {
    window.clearTimeout(timer.current);
    startTransition(() => router.replace(landingHref(base, { q, ...filter }), { scroll: false }));
  };

  function type(value: string) {
    setTyped(value);
    setActive(null);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => show({ title: value.trim() }), TYPING_PAUSE_MS);
  }

  // A title typed after the page painted but before React started is in the field (React keeps it
  // when it hydrates) but was never heard: it is searched for now, as if typed at this moment.
  const searchTypedEarly = useEffectEvent(() => {
    const early = field.current?.value ?? title;
    if (early !== title) type(early);
  });
  useEffect(() => searchTypedEarly(), []);

  function submitTitle(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    show({ title: typed.trim() });
  }

  function choose(value: string) {
    const next = active === value ? null : value;
    setActive(next);
    setTyped("");
    show({ keyword: next });
  }

  const action = `${base}#${POPULAR_ID}`;
  return (
    <div className="space-y-4">
      <form role="search" method="get" action={action} onSubmit={submitTitle}>
        <label htmlFor="popular-search" className="block font-medium">
          {text.searchLabel}
        </label>
        <input
          id="popular-search"
          type="search"
          name="title"
          ref={field}
          value={typed}
          onChange={(event) => type(event.target.value)}
          maxLength={100}
          placeholder={text.placeholder}
          className={controlClass}
        />
        {q && <input type="hidden" name="q" value={q} />}
      </form>
      <form role="search" method="get" action={action} aria-label={text.keywordsLabel}>
        {q && <input type="hidden" name="q" value={q} />}
        <div className="flex flex-wrap gap-2">
          {keywords.map((value) => {
            const pressed = active === value;
            return (
              <LightButton
                key={value}
                type="submit"
                name="keyword"
                value={pressed ? "" : value}
                aria-pressed={pressed}
                onClick={(event) => {
                  event.preventDefault();
                  choose(value);
                }}
                variant={pressed ? "primary" : "outline"}
                size="sm"
                shape="pill"
                className={pressed ? "tracking-wide border border-primary" : "tracking-wide"}
              >
                {value}
              </LightButton>
            );
          })}
        </div>
      </form>
    </div>
  );
}
