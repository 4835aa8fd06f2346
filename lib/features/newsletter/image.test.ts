import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { sniffImage } from "../../core/uploads/image-type";
import { reencodeImage } from "./image";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "newsletter-image-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, bytes: Buffer) => {
  const target = path.join(dir, name);
  fs.writeFileSync(target, bytes);
  return target;
};

describe("newsletter images", () => {
  it("are recognised by their bytes, not their name", async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#00f" } })
      .jpeg()
      .toBuffer();
    expect(await sniffImage(jpeg)).toBe("jpeg");
    expect(await sniffImage(Buffer.from("GIF89a......"))).toBe("gif");
    expect(await sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(await sniffImage(Buffer.from("%PDF-1.4"))).toBeNull();
  });

  it("re-encodes a large photo as a JPEG at most 1120 px wide, without its metadata", async () => {
    const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#c33" } })
      .withMetadata({ exif: { IFD0: { Copyright: "secret location" } } })
      .jpeg()
      .toBuffer();
    const image = await reencodeImage(file("photo.png", photo));
    expect(image).toMatchObject({ mime: "image/jpeg", extension: "jpg", width: 1120, height: 560 });
    const meta = await sharp(image.buffer).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
  });

  it("keeps transparency as PNG", async () => {
    const png = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    expect(await reencodeImage(file("logo.jpg", png))).toMatchObject({ mime: "image/png", width: 10, height: 10 });
  });

  it("refuses SVG, other files and broken images with 415", async () => {
    const svg = file("a.png", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'));
    const html = file("b.gif", Buffer.from("<html><script>alert(1)</script></html>"));
    const broken = file(
      "c.png",
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("not really")]),
    );
    for (const target of [svg, html, broken]) {
      await expect(reencodeImage(target)).rejects.toMatchObject({
        status: 415,
        message: "Please choose a JPEG, PNG, WebP or GIF image.",
      });
    }
  });
});
