import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ORDER_STATES, orderStatesSqlList } from '@gigbazaar/shared/rules/order-lifecycle';

const migration = readFileSync(
  fileURLToPath(new URL('../../../drizzle/0013_order_fulfilment.sql', import.meta.url)),
  'utf8',
);

describe('the orders.status CHECK constraint', () => {
  it('lists exactly the lifecycle table’s states', () => {
    const match = /"orders_status_check" CHECK \(status IN \(([^)]*)\)\)/.exec(migration);
    expect(match).not.toBeNull();
    const listed = match![1]!.split(',').map((s) => s.trim().replace(/^'|'$/g, ''));
    expect(listed).toEqual([...ORDER_STATES]);
    expect(match![1]).toBe(orderStatesSqlList());
  });
});
