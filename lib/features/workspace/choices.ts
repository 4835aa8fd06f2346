// What a pipeline offers its forms (the board, the record's page, the lists' filters and bulk form):
// its stages and close reasons in their order, and the operators by name. One read, three screens.
import "server-only";
import type { Pipeline } from "../../content/workspace";
import { db } from "../../core/db";

const IN_ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

export async function pipelineChoices(pipeline: Pipeline | string) {
  const [stages, reasons, operators] = await Promise.all([
    db.pipelineStage.findMany({ where: { pipeline }, orderBy: IN_ORDER }),
    db.closeReason.findMany({ where: { pipeline }, orderBy: IN_ORDER }),
    db.user.findMany({
      where: { role: "operator" },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      select: { id: true, name: true },
    }),
  ]);
  return { stages, reasons, operators };
}
