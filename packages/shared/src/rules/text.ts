/** Cuts text to a number of words, adding "..." when anything was cut (gig cards: 18 words). */
export function truncateWords(text: string, maxWords: number): string {
  // Reads words only until one past the limit: a 100 KB description costs what a title does.
  const words: string[] = [];
  const word = /\S+/g;
  for (let m = word.exec(text); m && words.length <= maxWords; m = word.exec(text)) words.push(m[0]);
  if (words.length <= maxWords) return words.join(' ');
  return `${words.slice(0, maxWords).join(' ')}...`;
}

/** Cuts text to a number of characters with an ellipsis (dashboard message preview: 100). */
export function truncateChars(text: string, maxChars: number): string {
  // UTF-16 length is at least the character count: short texts need no counting at all.
  if (text.length <= maxChars) return text;
  let kept = '';
  let count = 0;
  // Walks only as far as the cut (by code point, so an emoji is never split), however long the text.
  for (const ch of text) {
    if (count === maxChars) return `${kept}...`;
    kept += ch;
    count++;
  }
  return text;
}

/**
 * The text without the given characters at its end ("Hello!!" → "Hello"). A loop rather than `/[…]+$/`,
 * which retries from every position of a long run that does not reach the end (quadratic).
 */
export function trimEndChars(text: string, chars: string | ((ch: string) => boolean)): string {
  const drop = typeof chars === 'string' ? (ch: string) => chars.includes(ch) : chars;
  let end = text.length;
  while (end > 0 && drop(text[end - 1]!)) end--;
  return text.slice(0, end);
}
