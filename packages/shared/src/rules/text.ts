/** Cuts text to a number of words, adding "..." when anything was cut (gig cards: 18 words, spec 1 §2). */
export function truncateWords(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  return `${words.slice(0, maxWords).join(' ')}...`;
}

/** Cuts text to a number of characters with an ellipsis (dashboard message preview: 100). */
export function truncateChars(text: string, maxChars: number): string {
  const chars = Array.from(text);
  return chars.length <= maxChars ? text : `${chars.slice(0, maxChars).join('')}...`;
}
