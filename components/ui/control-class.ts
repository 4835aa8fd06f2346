/**
 * The look of every text input, textarea and select of the kit. A module of its own, so a client
 * part that only styles a field (the blog's title search) does not bring the Field component along.
 */
export const controlClass = "mt-1 block w-full rounded-md border border-border bg-background px-3 py-2";
