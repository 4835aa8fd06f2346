// Writes small, real PDFs for the resume-reading tests (objects, a correct cross-reference table
// and trailer), so that no binary fixture is committed.
import { once } from "node:events";
import { constants, createDeflate, deflateSync } from "node:zlib";

/** One indirect object's body: a dictionary, array or the like, or a stream with its data. */
export type PdfObject = string | { dictionary: string; data: Buffer };

/** A PDF of `objects`, numbered from 1; object 1 is the catalog. */
export function makePdf(objects: PdfObject[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const body =
      typeof object === "string"
        ? Buffer.from(`${object}\n`, "latin1")
        : Buffer.concat([
            Buffer.from(`<< ${object.dictionary} /Length ${object.data.length} >>\nstream\n`, "latin1"),
            object.data,
            Buffer.from("\nendstream\n", "latin1"),
          ]);
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, "latin1"), body, Buffer.from("endobj\n", "latin1")]);
    parts.push(part);
    length += part.length;
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}`;
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(xref + trailer, "latin1")]);
}

const escapeText = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);

/** A page's content stream that shows `lines` one under another in 12 pt Helvetica. */
export function linesContent(lines: string[]): Buffer {
  const shown = lines.map((line) => `(${escapeText(line)}) Tj T*`).join("\n");
  return Buffer.from(`BT /F1 12 Tf 14 TL 72 760 Td\n${shown}\nET`, "latin1");
}

/** A content stream: its dictionary's entries other than /Length, and its (encoded) data. */
export type PdfStream = { dictionary: string; data: Buffer };

export const plainStream = (data: Buffer): PdfStream => ({ dictionary: "", data });
export const deflatedStream = (data: Buffer): PdfStream => ({ dictionary: "/Filter /FlateDecode", data: deflateSync(data, { level: 9 }) });

/** A deflated stream of `mb` megabytes of one byte, made without holding them (about 1,000:1). */
export async function deflatedRun(mb: number, byte: number): Promise<PdfStream> {
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
  const chunks: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => chunks.push(chunk));
  const megabyte = Buffer.alloc(1024 * 1024, byte);
  for (let i = 0; i < mb; i++) if (!deflate.write(megabyte)) await once(deflate, "drain");
  await new Promise((resolve) => deflate.end(resolve));
  return { dictionary: "/Filter /FlateDecode", data: Buffer.concat(chunks) };
}

/**
 * A PDF whose pages draw the given content streams: catalog (with `catalog`'s entries), page
 * tree, font, each page and its content, then `extra` objects that nothing refers to.
 */
export function pdfOfPages(contents: PdfStream[], { catalog = "", extra = [] }: { catalog?: string; extra?: PdfObject[] } = {}): Buffer {
  const firstPage = 4;
  const kids = contents.map((_, i) => `${firstPage + 2 * i} 0 R`).join(" ");
  const objects: PdfObject[] = [
    `<< /Type /Catalog /Pages 2 0 R ${catalog}>>`,
    `<< /Type /Pages /Kids [${kids}] /Count ${contents.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  contents.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${firstPage + 2 * i + 1} 0 R >>`,
      content,
    );
  });
  return makePdf([...objects, ...extra]);
}

/** A PDF of one page per entry of `pages`, each showing its lines. */
export function pdfOfLines(...pages: string[][]): Buffer {
  return pdfOfPages(pages.map((lines) => plainStream(linesContent(lines))));
}

/**
 * A one-page PDF showing `text` on one line, in type small enough (0.005 pt) for all of it to fall
 * on the page: the reader leaves out what lies beyond the page's edge.
 */
export function pdfOfOneLine(text: string): Buffer {
  return pdfOfPages([plainStream(Buffer.from(`BT /F1 0.005 Tf 72 760 Td\n(${escapeText(text)}) Tj\nET`, "latin1"))]);
}
