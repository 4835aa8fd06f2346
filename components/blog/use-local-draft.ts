"use client";

import { useCallback, useEffect, useLayoutEffect, useState, useSyncExternalStore } from "react";
import type { BlogDraftFields } from "@/lib/validation/blog-draft";

const FIELDS = ["area", "blogTitle", "blogContent", "authorName"] as const;
type Fields = Pick<BlogDraftFields, (typeof FIELDS)[number]>;

/** Where this browser keeps a post's unsaved text: one entry per post, or "new" before its first save. */
export const localDraftKey = (id: string | null) => `writer-draft:${id ?? "new"}`;

const same = (a: Fields, b: Fields) => FIELDS.every((field) => a[field] === b[field]);

function read(key: string): Fields | null {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    return FIELDS.every((field) => typeof record[field] === "string") ? (record as Fields) : null;
  } catch {
    return null;
  }
}

function write(key: string, fields: Fields | null) {
  try {
    if (fields) window.localStorage.setItem(key, JSON.stringify(fields));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or refused (a private window): the text is still in the form, only not kept.
  }
}

const noChange = () => () => undefined;

/**
 * Keeps the editor's unsaved text in this browser, so a closed tab or a crash loses nothing: the
 * page restores what was kept when reopened (`restore` is called with it once, and `restored` says
 * so until it is saved or discarded), and warns before the page is left while the text differs
 * from the server's. `saved` marks the text as on the server: the kept copy goes.
 */
export function useLocalDraft(id: string | null, server: Fields, current: Fields, restore: (fields: Fields) => void) {
  // What this browser kept when the editor opened, read once on the client (null on the server).
  const [keptAtOpen] = useState(() => {
    let kept: Fields | null | undefined;
    return () => (kept === undefined ? (kept = read(localDraftKey(id))) : kept);
  });
  const kept = useSyncExternalStore(noChange, keptAtOpen, () => null);
  const [onServer, setOnServer] = useState(server);
  const [dismissed, setDismissed] = useState(false);
  const restored = kept !== null && !same(kept, server) && !dismissed;
  const dirty = !same(current, onServer);

  useEffect(() => {
    // Once: what was kept at opening, the page's own server values and `restore` do not change.
    if (kept && !same(kept, server)) restore(kept);
  }, [kept, server, restore]);

  // Until the restored text reaches the fields, they still show the server's: nothing is written.
  const restoring = restored && same(current, server);
  useEffect(() => {
    if (!restoring) write(localDraftKey(id), dirty ? current : null);
  }, [id, dirty, current, restoring]);

  // Added and removed as the render commits, before it is painted: a passive effect ran later, so
  // for a moment after "saved" showed, leaving the page still asked whether to leave (the browser's
  // prompt, which a test's navigation met as an aborted load).
  useLayoutEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const saved = useCallback((fields: Fields, from: string | null) => {
    setOnServer(fields);
    write(localDraftKey(from), null);
    setDismissed(true);
  }, []);
  const discard = useCallback(() => {
    restore(onServer);
    setDismissed(true);
  }, [restore, onServer]);
  return { restored, dirty, saved, discard };
}
