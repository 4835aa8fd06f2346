export const SQLITE_MIGRATIONS: string;
export function migrateSqlite(file: string, dir?: string): string[];
