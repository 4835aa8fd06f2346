// Who a new record goes to, by its kind's rule (AssignmentRule): nobody, one operator, or the
// chosen operators in turn. The turn is taken by one UPDATE … RETURNING, atomic on both databases,
// so two instances (or two requests) never give the same turn; a kind without a rule costs no
// query once this process has seen that (for a few seconds, or until this process saves a rule).
import "server-only";
import type { AssignmentMode } from "../../content/workspace-settings";
import type { WorkKind } from "../../content/workspace";
import { WORKSPACE_SETTINGS_ERRORS } from "../../content/workspace-settings";
import { db, type Prisma } from "../../core/db";
import { invalid } from "../../core/errors";
import type { RuleInput } from "../../validation/workspace-settings";
import { recordAudit, type AuditActor } from "../audit";

export type Rule = { kind: WorkKind; mode: AssignmentMode; operatorIds: string[] };

type RawClient = Pick<Prisma.TransactionClient, "$queryRaw">;

const UNRULED_FOR_MS = 5_000;
const unruledUntil = new Map<string, number>();

const idsOf = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
};

/**
 * The owner a new record of `kind` gets, taking the next turn of a round-robin. Runs in the
 * record's transaction where there is one (`client`), so a refused record takes no turn there.
 */
export async function ownerOnArrival(kind: WorkKind, client: RawClient = db, now = Date.now()): Promise<string | null> {
  if ((unruledUntil.get(kind) ?? 0) > now) return null;
  const rows = await client.$queryRaw<Array<{ mode: string; turn: number | bigint; operatorIds: string }>>`
    UPDATE "AssignmentRule" SET "turn" = "turn" + 1
    WHERE "kind" = ${kind} AND "mode" <> 'none'
    RETURNING "mode", "turn", "operatorIds"`;
  const rule = rows[0];
  if (!rule) {
    unruledUntil.set(kind, now + UNRULED_FOR_MS);
    return null;
  }
  const ids = idsOf(rule.operatorIds);
  if (ids.length === 0) return null;
  return rule.mode === "operator" ? ids[0]! : ids[(Number(rule.turn) - 1) % ids.length]!;
}

/** Every kind's rule, a kind without a row as "none". */
export async function assignmentRules(): Promise<Map<string, Rule>> {
  const rows = await db.assignmentRule.findMany();
  return new Map(
    rows.map((row) => [
      row.kind,
      { kind: row.kind as WorkKind, mode: row.mode as AssignmentMode, operatorIds: idsOf(row.operatorIds) },
    ]),
  );
}

/** Saves a kind's rule; every operator it names must be one. The turn restarts with a new list. */
export async function saveRule(actor: AuditActor, input: RuleInput): Promise<void> {
  const chosen = input.mode === "none" ? [] : input.mode === "operator" ? [input.operatorId ?? ""] : input.operatorIds;
  const found = await db.user.count({ where: { id: { in: chosen }, role: "operator" } });
  if (found !== chosen.length) throw invalid([{ field: "operatorIds", msg: WORKSPACE_SETTINGS_ERRORS.notOperator }]);
  const data = { mode: input.mode, operatorIds: JSON.stringify(chosen), turn: 0 };
  await db.assignmentRule.upsert({ where: { kind: input.kind }, create: { kind: input.kind, ...data }, update: data });
  unruledUntil.delete(input.kind);
  await recordAudit(actor, "workspace-settings", { kind: "workspace", id: `rule:${input.kind}` }, input.mode);
}

/**
 * Takes a departing operator out of every rule (inside the removal's transaction): a rule naming
 * only them hands new records to the heir, a turn goes on among the others (or to nobody).
 */
export async function dropFromRules(
  tx: Pick<Prisma.TransactionClient, "assignmentRule">,
  userId: string,
  heirId: string | null,
): Promise<void> {
  for (const row of await tx.assignmentRule.findMany()) {
    const ids = idsOf(row.operatorIds);
    if (!ids.includes(userId)) continue;
    const rest = ids.filter((id) => id !== userId);
    const next =
      row.mode === "operator" || rest.length === 0
        ? heirId
          ? { mode: "operator", operatorIds: [heirId] }
          : { mode: "none", operatorIds: [] }
        : { mode: rest.length === 1 ? "operator" : row.mode, operatorIds: rest };
    await tx.assignmentRule.update({
      where: { kind: row.kind },
      data: { mode: next.mode, operatorIds: JSON.stringify(next.operatorIds), turn: 0 },
    });
  }
}
