// The message templates the operators manage (/admin/templates), and what writing from a record
// does with one: the record's placeholders filled in, a preview rendered by the one Markdown
// renderer (sanitised), the message sent through ./write.ts; and the "not a fit" message a move to
// Rejected sends once (the claim of WorkItem.notFitSentAt in the move's own transaction).
import "server-only";
import { TEMPLATE_ERRORS, type TemplatePurpose } from "../../content/conversations-write";
import { db, type Prisma } from "../../core/db";
import { invalid, notFound } from "../../core/errors";
import { renderMarkdown } from "../../core/markdown";
import type { MessageInput, TemplateAction } from "../../validation/conversations-write";
import { recordAudit, type AuditActor } from "../audit";
import { fillPlaceholders, placeholderValues, type PlaceholderValues } from "./placeholders";
import { writeInTransaction, writeToRecord, type Writer } from "./write";

type Tx = Prisma.TransactionClient;

export type TemplateView = {
  id: string;
  name: string;
  subject: string;
  body: string;
  purpose: TemplatePurpose | null;
};

const select = { id: true, name: true, subject: true, body: true, purpose: true } as const;

/** Every template in the operators' order. */
export async function listTemplates(): Promise<TemplateView[]> {
  const rows = await db.messageTemplate.findMany({ select, orderBy: [{ position: "asc" }, { name: "asc" }] });
  return rows.map((row) => ({ ...row, purpose: row.purpose as TemplatePurpose | null }));
}

/** Swaps a template with its neighbour above or below; false at either end. */
async function moveTemplate(id: string, direction: "up" | "down"): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const rows = await tx.messageTemplate.findMany({
      select: { id: true },
      orderBy: [{ position: "asc" }, { name: "asc" }],
    });
    const at = rows.findIndex((row) => row.id === id);
    if (at < 0) throw notFound(TEMPLATE_ERRORS.notFound);
    const to = direction === "up" ? at - 1 : at + 1;
    if (to < 0 || to >= rows.length) return false;
    [rows[at], rows[to]] = [rows[to]!, rows[at]!];
    // Positions are rewritten densely, so ties left by earlier edits are settled too.
    for (const [position, row] of rows.entries())
      await tx.messageTemplate.update({ where: { id: row.id }, data: { position } });
    return true;
  });
}

/** One change of the template list, in the audit trail; true when something changed. */
export async function changeTemplate(input: TemplateAction, actor: AuditActor): Promise<boolean> {
  const { id, changed } = await applyTemplateChange(input);
  if (changed) await recordAudit(actor, "template-change", { kind: "template", id }, input.action);
  return changed;
}

async function applyTemplateChange(input: TemplateAction): Promise<{ id: string; changed: boolean }> {
  switch (input.action) {
    case "create": {
      const last = await db.messageTemplate.aggregate({ _max: { position: true } });
      const { name, subject, body, purpose } = input;
      const created = await db.messageTemplate.create({
        data: { name, subject, body, purpose, position: (last._max.position ?? -1) + 1 },
      });
      return { id: created.id, changed: true };
    }
    case "save": {
      const { id, name, subject, body, purpose } = input;
      const { count } = await db.messageTemplate.updateMany({ where: { id }, data: { name, subject, body, purpose } });
      if (count !== 1) throw notFound(TEMPLATE_ERRORS.notFound);
      return { id, changed: true };
    }
    case "delete": {
      const { count } = await db.messageTemplate.deleteMany({ where: { id: input.id } });
      if (count !== 1) throw notFound(TEMPLATE_ERRORS.notFound);
      return { id: input.id, changed: true };
    }
    default:
      return { id: input.id, changed: await moveTemplate(input.id, input.action) };
  }
}

const filled = (template: TemplateView, values: PlaceholderValues): TemplateView => ({
  ...template,
  subject: fillPlaceholders(template.subject, values),
  body: fillPlaceholders(template.body, values),
});

/** The templates as the record's "Write to …" panel offers them: placeholders filled with its values. */
export async function templatesFor(itemId: string, writer: Writer): Promise<TemplateView[]> {
  const [templates, values] = await Promise.all([listTemplates(), placeholderValues(itemId, writer.name)]);
  return templates.map((template) => filled(template, values));
}

/** What the person would get: the subject and the message's HTML, placeholders filled, sanitised. */
export async function previewMessage(
  itemId: string,
  input: Pick<MessageInput, "subject" | "body">,
  writer: Writer,
): Promise<{ subject: string; html: string }> {
  const item = await db.workItem.findUnique({ where: { id: itemId }, select: { id: true } });
  if (!item) throw notFound();
  const values = await placeholderValues(itemId, writer.name);
  return {
    subject: fillPlaceholders(input.subject, values),
    html: renderMarkdown(fillPlaceholders(input.body, values)),
  };
}

/** Sends the operator's message (placeholders typed into it filled as well). */
export async function sendMessage(itemId: string, input: MessageInput, writer: Writer): Promise<{ id: string }> {
  const values = await placeholderValues(itemId, writer.name);
  const templateId =
    input.templateId && (await db.messageTemplate.count({ where: { id: input.templateId } })) ? input.templateId : null;
  return writeToRecord(
    {
      itemId,
      subject: fillPlaceholders(input.subject, values),
      body: fillPlaceholders(input.body, values),
      templateId,
    },
    writer,
  );
}

/** The "not a fit" templates a move to Rejected may send, in order. */
export async function notFitTemplates(): Promise<Array<{ id: string; name: string }>> {
  return db.messageTemplate.findMany({
    where: { purpose: "not_a_fit" },
    select: { id: true, name: true },
    orderBy: [{ position: "asc" }, { name: "asc" }],
  });
}

/**
 * The "not a fit" message of `templateId` filled for the record, ready before the move's
 * transaction (which then only claims and writes: ./write.ts).
 */
export async function prepareNotFit(itemId: string, templateId: string, writer: Writer) {
  const template = await db.messageTemplate.findFirst({ where: { id: templateId, purpose: "not_a_fit" }, select });
  if (!template) throw invalid([{ field: "notFitTemplate", msg: TEMPLATE_ERRORS.noNotFit }]);
  const message = filled(template as TemplateView, await placeholderValues(itemId, writer.name));
  /** In the move's transaction: sends once per record (false when it was sent before). */
  return async (tx: Tx): Promise<boolean> => {
    const claimed = await tx.workItem.updateMany({
      where: { id: itemId, notFitSentAt: null },
      data: { notFitSentAt: new Date() },
    });
    if (claimed.count !== 1) return false;
    const { subject, body, id } = message;
    await writeInTransaction(tx, { itemId, subject, body, templateId: id }, writer);
    return true;
  };
}

/**
 * Whom the record's "Write to …" writes to: their name and whether the "not a fit" message went
 * already; null when the record keeps no address.
 */
export async function writeTarget(itemId: string): Promise<{ name: string; notFitSent: boolean } | null> {
  const item = await db.workItem.findUnique({
    where: { id: itemId },
    select: { name: true, email: true, notFitSentAt: true },
  });
  return item && item.email.includes("@") ? { name: item.name, notFitSent: item.notFitSentAt !== null } : null;
}
