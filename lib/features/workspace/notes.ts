// An operator's internal notes on a record: Markdown, shown through the blog's sanitiser, and
// `@name` mentions: each operator named gets one mail (through the outbox) with the record's link.
import "server-only";
import { db } from "../../core/db";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { notFound } from "../../core/errors";
import { WORKSPACE_ERRORS } from "../../content/workspace";
import { recordAudit } from "../audit";
import { renderMarkdown } from "../../core/markdown";
import { eventRow } from "./events";
import type { Mover } from "./items";
import { MAIL_MENTION } from "./mail";

type Operator = { id: string; name: string; email: string };

const MENTION = /@([\p{L}\p{N}._-]{1,60})/gu;

/** A mention's word without the sentence's punctuation after it ("@asha." names asha), by a scan. */
function bareWord(word: string): string {
  let end = word.length;
  while (end > 0 && "._-".includes(word[end - 1] ?? "")) end -= 1;
  return word.slice(0, end).toLowerCase();
}

/** The words an operator answers to after "@": the whole name without spaces, the first name, the mailbox's name. */
function handlesOf(operator: Operator): string[] {
  const name = operator.name.trim().toLowerCase();
  return [
    name.replace(/\s+/g, ""),
    name.split(/\s+/)[0] ?? "",
    operator.email.split("@")[0]?.toLowerCase() ?? "",
  ].filter(Boolean);
}

/** The operators a note's `@words` name; a word two operators answer to names neither. */
export function mentionedOperators(body: string, operators: readonly Operator[]): Operator[] {
  const owners = new Map<string, Operator | null>();
  for (const operator of operators)
    for (const handle of new Set(handlesOf(operator)))
      owners.set(handle, owners.has(handle) && owners.get(handle)?.id !== operator.id ? null : operator);
  const found = new Map<string, Operator>();
  for (const [, word = ""] of body.matchAll(MENTION)) {
    const operator = owners.get(bareWord(word));
    if (operator) found.set(operator.id, operator);
  }
  return [...found.values()];
}

/**
 * Adds a note to an item, with its timeline event and one mention mail per operator it names (not
 * its author), in one transaction: a note is never stored without its mails, nor mailed twice.
 */
export async function addNote(itemId: string, author: Mover, body: string): Promise<{ mentioned: string[] }> {
  const item = await db.workItem.findUnique({ where: { id: itemId }, select: { kind: true, recordId: true } });
  if (!item) throw notFound(WORKSPACE_ERRORS.noItem);
  const operators = await db.user.findMany({
    where: { role: "operator" },
    select: { id: true, name: true, email: true },
  });
  const mentioned = mentionedOperators(body, operators).filter((operator) => operator.id !== author.id);
  await db.$transaction(async (tx) => {
    const note = await tx.workNote.create({ data: { itemId, authorId: author.id, authorName: author.name, body } });
    await tx.workEvent.create({
      data: eventRow(itemId, "note", { noteId: note.id, mentioned: mentioned.map((m) => m.name) }, author),
    });
    for (const operator of mentioned)
      await enqueueMail(tx, MAIL_MENTION, operator.email, { itemId, noteId: note.id, author: author.name });
  });
  if (mentioned.length > 0) kickOutbox();
  await recordAudit(author, "note-add", { kind: item.kind, id: item.recordId });
  return { mentioned: mentioned.map((operator) => operator.email) };
}

export type NoteView = { id: string; authorName: string; createdAt: Date; html: string };

/** An item's notes, oldest first, their Markdown as sanitised HTML. */
export async function notesOf(itemId: string): Promise<NoteView[]> {
  const notes = await db.workNote.findMany({ where: { itemId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return notes.map((note) => ({
    id: note.id,
    authorName: note.authorName,
    createdAt: note.createdAt,
    html: renderMarkdown(note.body),
  }));
}
