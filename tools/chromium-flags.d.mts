/** The flags every headless Debian Chromium of the project starts with. */
export const CHROMIUM_FLAGS: readonly string[];
