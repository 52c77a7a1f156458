import { expect, it } from 'vitest';
import { conversationId } from './conversation-id';

it('is the same whichever side starts', () => {
  expect(conversationId('b2', 'a1')).toBe('a1_b2');
  expect(conversationId('a1', 'b2')).toBe('a1_b2');
});
