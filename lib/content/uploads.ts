// What a chosen file is told about its bytes, said in the same words by the browser, when the
// file is chosen, and by the server, which checks the bytes again.
export const FILE_TEXT = {
  empty: "The file is empty.",
  /** A resume whose first bytes are not a PDF's, a Word 97-2003 file's or a Word document's (whatever its name). */
  notDocument: "This file is not a real PDF or Word document.",
} as const;
