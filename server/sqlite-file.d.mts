export function seedMarkerOf(file: string): string;
export function copySqliteDatabase(source: string, target: string): void;
