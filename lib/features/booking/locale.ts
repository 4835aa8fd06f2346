// The locale a page shows a visitor's times in: their browser's, from the request (Accept-Language).
import "server-only";
import { headers } from "next/headers";
import { readerLocale } from "../../content/booking";

export async function pageLocale(): Promise<string> {
  return readerLocale((await headers()).get("accept-language"));
}
