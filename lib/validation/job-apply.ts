// Applying from a job's page: the career wizard opens with ?job=<id>&position=&industry=, fills
// in position and industry, and sends the id, which the server checks names an open job. Kept
// apart from ./jobs.ts so the wizard's JavaScript carries only this.
import { z } from "zod/mini";

/** The database id of a job (cuid): what the wizard's `job` parameter and the application carry. */
export const jobId = z.string().check(z.regex(/^[a-z0-9]{20,40}$/, { error: "Unknown position" }));

/** The career wizard's query when applying from a job page: the job, and the fields it fills in. */
export const APPLY_PARAMS = { job: "job", position: "position", industry: "industry" } as const;

/** The career wizard's preset from its query: the job's id (checked by the server) and the fields it fills in. */
export function applyPreset(query: URLSearchParams): Record<string, string> {
  const preset: Record<string, string> = {};
  const id = query.get(APPLY_PARAMS.job);
  if (id && jobId.safeParse(id).success) preset.jobId = id;
  for (const field of ["position", "industry"] as const) {
    const value = query.get(APPLY_PARAMS[field])?.trim().slice(0, 120);
    if (value) preset[field] = value;
  }
  return preset;
}

/** The wizard's address for applying to a job. */
export function applyHref(job: { id: string; title: string; area: string }, areaName: string): string {
  const query = new URLSearchParams({
    [APPLY_PARAMS.job]: job.id,
    [APPLY_PARAMS.position]: job.title,
    [APPLY_PARAMS.industry]: areaName,
  });
  return `/career-form?${query.toString()}`;
}
