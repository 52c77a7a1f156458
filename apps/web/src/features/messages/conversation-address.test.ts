import { describe, expect, it } from 'vitest';
import { conversationId } from '@gigbazaar/shared/rules/conversation-id';
import { otherPartyAt } from './conversation-address';

const me = '5b0c6a3e-0000-4000-8000-000000000001';
const her = '1f2e3d4c-0000-4000-8000-000000000002';
const him = '9a8b7c6d-0000-4000-8000-000000000003';

describe('otherPartyAt', () => {
  it('answers the other user of an address that names me, whichever side of the sort I am on', () => {
    expect(otherPartyAt(conversationId(me, her), me)).toBe(her);
    expect(otherPartyAt(conversationId(me, him), me)).toBe(him);
  });

  it('answers null for a pair without me, an unsorted pair, myself twice, or no pair at all', () => {
    expect(otherPartyAt(conversationId(her, him), me)).toBeNull();
    expect(otherPartyAt(`${me}_${her}`, me)).toBeNull();
    expect(otherPartyAt(`${me}_${me}`, me)).toBeNull();
    expect(otherPartyAt(me, me)).toBeNull();
    expect(otherPartyAt(`${her}_${me}_${him}`, me)).toBeNull();
    expect(otherPartyAt(`_${me}`, me)).toBeNull();
  });
});
