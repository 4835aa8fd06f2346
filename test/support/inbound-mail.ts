// Raw inbound messages for the reply tests: written out by hand, so each header and MIME part is
// exactly what a test means (a missing Message-ID, a folded name, a deep nesting).
export type RawPart = { name: string; type: string; content: Buffer };

export function rawReply({
  to,
  from = '"Ada Lovelace" <ada.lovelace@example.com>',
  subject = "Re: Your enquiry",
  text = "Thank you, Tuesday works.\n\nOn Mon, Olivia wrote:\n> Hello Ada",
  messageId = `<${Math.random().toString(36).slice(2)}@mail.example.com>`,
  headers = [],
  files = [],
}: {
  to: string;
  from?: string;
  subject?: string;
  text?: string;
  messageId?: string | null;
  headers?: string[];
  files?: RawPart[];
}): Buffer {
  const head = [`From: ${from}`, `To: ${to}`, `Subject: ${subject}`, ...(messageId ? [`Message-ID: ${messageId}`] : []), "MIME-Version: 1.0", ...headers];
  if (files.length === 0) {
    return Buffer.from([...head, "Content-Type: text/plain; charset=utf-8", "", text, ""].join("\r\n"));
  }
  const boundary = "b-outer-1";
  const parts = [
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
    ...files.flatMap((file) => [
      `--${boundary}`,
      `Content-Type: ${file.type}; name="${file.name}"`,
      `Content-Disposition: attachment; filename="${file.name}"`,
      "Content-Transfer-Encoding: base64",
      "",
      file.content.toString("base64").replace(/.{76}/g, "$&\r\n"),
    ]),
    `--${boundary}--`,
    "",
  ];
  return Buffer.from([...head, `Content-Type: multipart/mixed; boundary="${boundary}"`, "", ...parts].join("\r\n"));
}

/** A message whose multipart bodies nest `depth` deep. */
export function deeplyNested(to: string, depth: number): Buffer {
  const head = [`From: x@example.com`, `To: ${to}`, "Subject: deep", "MIME-Version: 1.0"];
  let body = "Content-Type: text/plain\r\n\r\nbottom\r\n";
  for (let level = depth; level > 0; level -= 1) {
    body = `Content-Type: multipart/mixed; boundary="n${level}"\r\n\r\n--n${level}\r\n${body}--n${level}--\r\n`;
  }
  return Buffer.from(`${head.join("\r\n")}\r\n${body}`);
}
