// What the stored-image routes (/blog-images, /proof-images) answer for a published image.
import { expect } from "vitest";

/** A published image as served: 200, WebP, nosniff, public for an hour, the stored bytes. */
export function expectPublicWebp(response: Response, served: Buffer, stored: Buffer) {
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  expect(served).toEqual(stored);
}
