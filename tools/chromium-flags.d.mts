/** Debian's Chromium, which the bench measures pages in (CHROMIUM_PATH overrides it). */
export const CHROMIUM_PATH: string;
/** Debian's Chromium headless shell, which the end-to-end tests drive (HEADLESS_SHELL_PATH overrides it). */
export const HEADLESS_SHELL_PATH: string;
/** The flags every headless Debian Chromium of the project starts with. */
export const CHROMIUM_FLAGS: readonly string[];
