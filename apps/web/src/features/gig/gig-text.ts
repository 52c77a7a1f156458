import { formatRupees } from '@gigbazaar/shared/rules/money';
import { trimEndChars } from '@gigbazaar/shared/rules/text';
import type { TGig } from '@gigbazaar/shared/schemas/gigs';

/** The gig's description as paragraphs: blank lines separate them; single line breaks stay inside one. */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** "3 Days Delivery", "1 Day Delivery". */
export const deliveryLabel = (days: number) => `${days} ${days === 1 ? 'Day' : 'Days'} Delivery`;

/** "2 Revisions", "1 Revision". */
export const revisionsLabel = (n: number) => `${n} ${n === 1 ? 'Revision' : 'Revisions'}`;

/** The link-preview description: "{shortDesc} — from ₹{price}" (a gig link pasted in a chat shows its price). */
export function gigMetaDescription(gig: Pick<TGig, 'shortDesc' | 'desc' | 'price'>): string {
  const base = trimEndChars((gig.shortDesc || gig.desc).replace(/\s+/g, ' ').trim(), '.!');
  const cut = base.length > 150 ? `${base.slice(0, 149).trimEnd()}…` : base;
  return `${cut} — from ${formatRupees(gig.price)}`;
}
