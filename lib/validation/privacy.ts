// The operator's data-request forms: an address to search or export, and an erasure confirmed by
// typing the address again.
import { z } from "zod/mini";

const address = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, { error: "Enter an e-mail address" }),
    z.maxLength(320, { error: "That address is too long" }),
  );

export const personSchema = z.object({ email: address });

export const eraseSchema = z.object({ email: address, confirm: z.optional(z.string().check(z.maxLength(320))) });

/** The typed confirmation names the same address (case and spaces aside). */
export const confirmsAddress = (email: string, confirm: string | undefined) =>
  (confirm ?? "").trim().toLowerCase() === email.trim().toLowerCase();
