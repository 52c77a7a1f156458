/** A conversation's id is the two user ids sorted and joined by "_". */
export function conversationId(a: string, b: string): string {
  return [a, b].sort().join('_');
}
