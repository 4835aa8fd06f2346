"use client";

import { useRef, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

type Props = { openLabel: string; title: string; closeIcon: ReactNode; children: ReactNode };

/**
 * A modal built on <dialog>: showModal() moves focus in and keeps it there, Escape closes it,
 * and focus goes back to the button that opened it.
 */
export function ConnectDialog({ openLabel, title, closeIcon, children }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button ref={openerRef} size="lg" onClick={() => dialogRef.current?.showModal()} className="px-6 text-lg">
        {openLabel}
      </Button>
      <dialog
        ref={dialogRef}
        aria-labelledby="connect-dialog-title"
        onClose={() => openerRef.current?.focus()}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close();
        }}
        className="m-auto w-[min(64rem,calc(100%-2rem))] rounded-2xl bg-background p-0 text-foreground backdrop:bg-black/60"
      >
        <div className="p-6 md:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id="connect-dialog-title" className="text-2xl font-bold">
              {title}
            </h2>
            <Button
              variant="outline"
              onClick={() => dialogRef.current?.close()}
              className="h-10 w-10 shrink-0 rounded-full p-0"
            >
              {closeIcon}
              <span className="sr-only">Close</span>
            </Button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
