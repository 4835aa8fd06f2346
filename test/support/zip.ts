// Writes small, real ZIP archives (stored, no compression) for the upload tests, with the option
// to lie about an entry's uncompressed size the way a zip bomb's directory would; and reads a
// whole zip into memory by entry name (the data exports in handler and end-to-end tests).
import { crc32 } from "node:zlib";
import yauzl from "yauzl";

export type ZipEntry = { name: string; data: Buffer | string; declaredSize?: number };

// Little-endian fields of a ZIP header, laid one after another.
const zeros = (length: number) => Buffer.alloc(length);
function uint(bytes: 2 | 4, value: number): Buffer {
  const field = zeros(bytes);
  field.writeUIntLE(value, 0, bytes);
  return field;
}
const u16 = (value: number) => uint(2, value);
const u32 = (value: number) => uint(4, value);

export function makeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, "utf8");
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    // The checksum, both sizes and the name's length: the local header and the directory both carry them.
    const sizes = Buffer.concat([u32(crc), u32(data.length), u32(size), u16(name.length)]);
    const local = Buffer.concat([u32(0x04034b50), u16(20), zeros(8), sizes, zeros(2)]);
    const central = Buffer.concat([u32(0x02014b50), u16(20), u16(20), zeros(8), sizes, zeros(12), u32(offset)]);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), zeros(4), u16(entries.length), u16(entries.length), u32(directory.length), u32(offset), zeros(2)]);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;" })[c] ?? c);

/** The parts Word needs: content types, relationships, and a body of one paragraph per line. */
function docxParts(lines: string[], mainType: string): ZipEntry[] {
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t>${escapeXml(line)}</w:t></w:r></w:p>`).join("");
  return [
    {
      name: "[Content_Types].xml",
      data: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${mainType}"/></Types>`,
    },
    {
      name: "_rels/.rels",
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: "word/document.xml",
      data: `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    },
  ];
}

/** The smallest archive Word would call a document: content types, relationships, the body; then `extra`. */
export function minimalDocx(extra: ZipEntry[] = [], mainType = WORD_MAIN): Buffer {
  return makeZip([...docxParts(["Resume"], mainType), ...extra]);
}

/** A Word document of one paragraph per line. */
export function docxOfLines(lines: string[]): Buffer {
  return makeZip(docxParts(lines, WORD_MAIN));
}

/** Every entry of a zip, by name. */
export function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      file.on("entry", (entry: yauzl.Entry) => {
        file.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
        });
      });
      file.on("end", () => resolve(entries));
      file.on("error", reject);
      file.readEntry();
    });
  });
}
