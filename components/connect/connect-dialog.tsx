"use client";

import { useRef, type ReactNode } from "react";

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
      <button
        ref={openerRef}
        type="button"
        onClick={() => dialogRef.current?.showModal()}
        className="rounded-md bg-primary px-6 py-3 text-lg font-semibold text-primary-foreground hover:opacity-90"
      >
        {openLabel}
      </button>
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
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-border hover:bg-muted"
            >
              {closeIcon}
              <span className="sr-only">Close</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  );
}
