// How the bench writes a size: kilobytes (1,024 bytes) with one decimal.
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
