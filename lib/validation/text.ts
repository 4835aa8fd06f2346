// Trimming by scanning, for the places a pattern would: `/\/+$/` and its kind retry at every
// position of a long run (16,000 slashes cost 0.28 s), these loops look at each character once.

/** `text` without the characters of `chars` at its end ("/" trims "a//" to "a"). */
export function trimTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** `text` without the characters of `chars` at either end. */
export function trimEdges(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start]!)) start++;
  return trimTrailing(text.slice(start), chars);
}

const isSpace = (char: string) => char.trim() === "";

/** `text` without its last word and the white space before it ("one two thr" gives "one two"). */
export function withoutLastWord(text: string): string {
  let end = text.length;
  while (end > 0 && !isSpace(text[end - 1]!)) end--;
  while (end > 0 && isSpace(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** `text` up to its first `mark` (a URL without its query: "a?b" gives "a"). */
export const beforeFirst = (text: string, mark: string) => {
  const at = text.indexOf(mark);
  return at === -1 ? text : text.slice(0, at);
};
