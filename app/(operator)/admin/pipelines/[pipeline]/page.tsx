import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BoardFilterForm } from "@/components/admin/board-filters";
import { PipelineBoard } from "@/components/admin/pipeline-board";
import { BulkForm, bulkNotice } from "@/components/admin/bulk-form";
import { NoticeLines } from "@/components/ui/notice-lines";
import { PIPELINES, type Pipeline } from "@/lib/content/workspace";
import { BOARD_TEXT, boardPath } from "@/lib/content/workspace-board";
import type { SearchParams } from "@/lib/features/admin/filters";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { jobChoices } from "@/lib/features/jobs/manage";
import { boardQuery, loadBoard, parseBoardFilters } from "@/lib/features/workspace/board";

type Props = { params: Promise<{ pipeline: string }>; searchParams: Promise<SearchParams> };

const pipelineOf = (value: string): Pipeline | null => PIPELINES.find((pipeline) => pipeline === value) ?? null;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pipeline = pipelineOf((await params).pipeline);
  return { title: pipeline ? BOARD_TEXT.title(pipeline) : "Not found" };
}

export default async function PipelineBoardPage({ params, searchParams }: Props) {
  const key = (await params).pipeline;
  const received = await searchParams;
  const filters = parseBoardFilters(received);
  const user = await requireOperatorPage(`/admin/pipelines/${encodeURIComponent(key)}${boardQuery(filters)}`);
  const pipeline = pipelineOf(key);
  if (!pipeline) notFound();
  const [board, jobs] = await Promise.all([
    loadBoard(pipeline, filters, user.id),
    pipeline === "applications" ? jobChoices() : undefined,
  ]);
  const back = `${boardPath(pipeline)}${boardQuery(filters)}`;
  const bulk = bulkNotice(received);
  const problem =
    received.problem === "invalid" ? BOARD_TEXT.problem.invalid : received.problem ? BOARD_TEXT.problem.failed : null;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{BOARD_TEXT.title(pipeline)}</h1>
      <NoticeLines notice={received.moved === "1" ? BOARD_TEXT.movedNoScript : null} error={problem} />
      <NoticeLines notice={bulk.notice} error={bulk.error} />
      <BoardFilterForm
        pipeline={pipeline}
        filters={filters}
        stages={board.stages}
        operators={board.operators}
        jobs={jobs}
      />
      <PipelineBoard board={board} back={back} />
      <BulkForm
        pipeline={pipeline}
        back={back}
        stages={board.stages.map((stage) => ({ value: stage.id, label: stage.name }))}
        reasons={board.reasons.map((reason) => ({ value: reason.id, label: reason.label }))}
        operators={board.operators.map((operator) => ({ value: operator.id, label: operator.name }))}
      />
    </div>
  );
}
