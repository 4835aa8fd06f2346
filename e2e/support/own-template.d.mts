export function makeOwnTemplate(e2eDir: string): Promise<void>;
export function copyOwnTemplate(e2eDir: string, dbFile: string): Promise<void>;
