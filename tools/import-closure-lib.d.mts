export const root: string;
export function specifiersOf(file: string): string[];
export function resolveSpecifier(specifier: string, fromFile: string): string | null;
export function importClosure(entries: string[]): string[];
export function apiRouteFiles(dir?: string): string[];
