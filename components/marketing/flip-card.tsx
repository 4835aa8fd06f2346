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
  // The two faces: what each shows, and the button that turns the card to the other one.
  const faces = [
    { content: front, className: face, hidden: flipped, ref: readMoreRef, toBack: true, label: "Read More" },
    {
      content: back,
      className: `${face} rotate-y-180 bg-muted`,
      hidden: !flipped,
      ref: goBackRef,
      toBack: false,
      label: "Go back",
      variant: "plain" as const,
      button: "border border-border font-semibold hover:bg-background",
    },
  ];
  return (
    <div id={id} className="h-72 scroll-mt-24 perspective-distant">
      <div
        className={`relative h-full transition-transform duration-500 transform-3d ${flipped ? "rotate-y-180" : ""}`}
      >
        {faces.map(({ content, className, hidden, ref, toBack, label, variant, button }) => (
          <div key={label} className={className} inert={hidden}>
            {content}
            <LightButton
              ref={ref}
              aria-describedby={titleId}
              onClick={() => flip(toBack)}
              variant={variant}
              className={button ? `mt-auto self-start ${button}` : "mt-auto self-start"}
            >
              {label}
            </LightButton>
          </div>
        ))}
      </div>
    </div>
  );
}
