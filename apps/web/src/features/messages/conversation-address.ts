/**
 * A conversation's address is the two user ids sorted and joined by "_". When the signed-in user is one of the
 * two, this answers the other one (whom a conversation at that address would be with); null for any other text,
 * including an unsorted pair or a pair with oneself.
 */
export function otherPartyAt(id: string, me: string): string | null {
  const parts = id.split('_');
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  if (!a || !b || a === b || a > b) return null;
  if (a === me) return b;
  if (b === me) return a;
  return null;
}
