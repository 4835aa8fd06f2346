export function descendants(pid: number): number[];
