import { describe, expect, it } from 'vitest';
import { planDemoConversations, type DemoOrderForChat } from './demo-conversations';

const now = new Date('2026-11-25T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const order = (buyer: string, seller: string, status: 'paid' | 'completed', daysAgo: number): DemoOrderForChat => ({
  buyerId: buyer,
  sellerId: seller,
  buyerName: `${buyer}.name`,
  sellerName: `${seller}_name`,
  gigTitle: 'Logo design',
  status,
  createdAt: new Date(now.getTime() - daysAgo * day),
  completedAt: status === 'completed' ? new Date(now.getTime() - (daysAgo - 3) * day) : null,
});

describe('planDemoConversations', () => {
  const plan = planDemoConversations(
    [
      order('b1', 's1', 'paid', 3),
      order('b1', 's1', 'completed', 8),
      order('b2', 's1', 'paid', 2),
      order('b2', 's2', 'completed', 6),
      order('b3', 's2', 'paid', 4),
      order('b3', 's3', 'completed', 5),
    ],
    now,
  );

  it('holds one conversation per pair, both orders of a pair in it, in time order and before now', () => {
    expect(plan.map((c) => c.id).sort()).toEqual(['b1_s1', 'b2_s1', 'b2_s2', 'b3_s2', 'b3_s3']);
    const pair = plan.find((c) => c.id === 'b1_s1')!;
    expect(pair.messages.length).toBeGreaterThanOrEqual(6);
    for (const c of plan) {
      const times = c.messages.map((m) => m.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.at(-1)!).toBeLessThan(now.getTime());
      expect(c.lastMessage).toBe(c.messages.at(-1)!.desc);
      expect(c.updatedAt).toEqual(c.messages.at(-1)!.createdAt);
    }
  });

  it('greets by first name and leaves some unread on each side, never by the sender of the last message', () => {
    expect(plan.flatMap((c) => c.messages.map((m) => m.desc)).join(' ')).toMatch(/\b(B1|B2|B3|S1|S2|S3)\b/);
    expect(plan.some((c) => !c.readByBuyer)).toBe(true);
    expect(plan.some((c) => !c.readBySeller)).toBe(true);
    for (const c of plan) {
      const fromSeller = c.messages.at(-1)!.userId === c.sellerId;
      expect(fromSeller ? c.readBySeller : c.readByBuyer).toBe(true);
    }
  });
});
