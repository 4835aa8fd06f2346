export type SectionHandle = { name: string; crashed: boolean };
export type Check<T> = (value: T) => string[];

/** Correctness checks of each section's figures (never speed): the problems found, empty when none. */
export const CHECKS: Record<"subscribe" | "pages" | "get" | "applications" | "auth" | "blogs" | "newsletter" | "instances" | "workspace", Check<never>>;

export function sectionRunner(started: SectionHandle[]): {
  section<T>(name: string, check: Check<T>, work: () => Promise<T | undefined>): Promise<T | undefined>;
  report(): boolean;
};
