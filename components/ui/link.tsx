"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type Props = Omit<ComponentProps<typeof NextLink>, "prefetch">;

/**
 * The site's one link. Next's `<Link>` fetches a route's code and data as soon as the link scrolls
 * into view, which on a first visit loads the JavaScript of pages the visitor may never open (a
 * service page fetched the whole business wizard) and runs it while the page is still settling.
 * Here a route is fetched when the visitor shows intent (pointer over the link, touch, keyboard
 * focus), usually 100–300 ms before the click; the navigation itself stays a client-side one.
 * (Next's documented hover-prefetch pattern: `prefetch={false}` until then, `null` after.)
 */
export function Link({ onPointerEnter, onFocus, ...props }: Props) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
