/** A conversation's id is the two user ids sorted and joined by "_" (spec 2 §2). */
export function conversationId(a: string, b: string): string {
  return [a, b].sort().join('_');
}
