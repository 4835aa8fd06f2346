// The partnership wizard's one rule across fields (spec 001, 5.1): organisation and position are
// asked, and required, only when the visitor works somewhere now.
import { z } from "zod/mini";

type CurrentJob = { currentWork?: unknown; organization?: unknown; position?: unknown };
const filled = (value: unknown) => typeof value === "string" && value.trim().length > 0;
const worksNow = (value: CurrentJob) => value.currentWork === "yes";
// Run even when other fields failed, so every error shows at once (spec 001, 5).
const always = { when: () => true };

export function requireCurrentJob<T extends z.ZodMiniObject>(schema: T): T {
  return schema.check(
    z.refine((value: CurrentJob) => !worksNow(value) || filled(value.organization), {
      ...always,
      path: ["organization"],
      error: "Organisation is required",
    }),
    z.refine((value: CurrentJob) => !worksNow(value) || filled(value.position), {
      ...always,
      path: ["position"],
      error: "Your Current Position is required",
    }),
  );
}
