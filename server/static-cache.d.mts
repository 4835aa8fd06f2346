export const STATIC_PAGE_S_MAXAGE: number;
export const STATIC_PAGE_STALE: number;
export const STATIC_PAGE_CACHE_CONTROL: string;
