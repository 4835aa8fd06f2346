export function migrationNames(dir: string): string[];
export function readMigration(dir: string, name: string): string;
export function checksum(sql: string): string;
