"use client";

import { useRef, useState, type ReactNode } from "react";
import { LightButton } from "@/components/ui/light-button";

type Props = { id: string; titleId: string; front: ReactNode; back: ReactNode };

/** A card that turns over to its description (Read More) and back (Go back), moving focus with it. */
export function FlipCard({ id, titleId, front, back }: Props) {
  const [flipped, setFlipped] = useState(false);
  const readMoreRef = useRef<HTMLButtonElement>(null);
  const goBackRef = useRef<HTMLButtonElement>(null);

  const flip = (toBack: boolean) => {
    setFlipped(toBack);
    // Wait for the other face to stop being inert before focusing its button.
    requestAnimationFrame(() => (toBack ? goBackRef : readMoreRef).current?.focus());
  };

  const face = "absolute inset-0 flex flex-col rounded-xl border border-border bg-background p-6 backface-hidden";
  return (
    <div id={id} className="h-72 scroll-mt-24 perspective-distant">
      <div className={`relative h-full transition-transform duration-500 transform-3d ${flipped ? "rotate-y-180" : ""}`}>
        <div className={face} inert={flipped}>
          {front}
          <LightButton
            ref={readMoreRef}
            aria-describedby={titleId}
            onClick={() => flip(true)}
            className="mt-auto self-start"
          >
            Read More
          </LightButton>
        </div>
        <div className={`${face} rotate-y-180 bg-muted`} inert={!flipped}>
          {back}
          <LightButton
            ref={goBackRef}
            aria-describedby={titleId}
            onClick={() => flip(false)}
            variant="plain"
            className="mt-auto self-start border border-border font-semibold hover:bg-background"
          >
            Go back
          </LightButton>
        </div>
      </div>
    </div>
  );
}
