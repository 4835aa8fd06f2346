import { notFound } from "next/navigation";
import { connection } from "next/server";
import { config } from "@/lib/core/config";

export const metadata = { robots: { index: false } };

// Throws so the end-to-end tests can see the error page (e2e/error-pages.spec.ts). Only the e2e
// server sets E2E_FORCE_ERROR=1; anywhere else this URL is the same 404 as any unknown one.
export default async function ForcedError() {
  await connection();
  if (!config.forceErrorPage) notFound();
  throw new Error("Forced by E2E_FORCE_ERROR=1 to test the error page");
}
