import { describe, expect, it } from 'vitest';
import { createMemoryBus, createRedisBus, type BusEvent } from './event-bus';
import { connectRedis } from './redis';
import { freePort } from '../test/fault-services';

const event = (n: number): BusEvent => ({ type: 'message', data: { n } });

describe('the in-process event bus', () => {
  it('delivers to the named users only, once each, until they unsubscribe; a failing handler harms no other', () => {
    const errors: unknown[] = [];
    const bus = createMemoryBus({ error: (e: unknown) => errors.push(e) } as never);
    const got = { a: [] as BusEvent[], a2: [] as BusEvent[], b: [] as BusEvent[], c: [] as BusEvent[] };
    const offA = bus.subscribe('a', (e) => got.a.push(e));
    bus.subscribe('a', (e) => got.a2.push(e));
    bus.subscribe('b', () => {
      throw new Error('broken tab');
    });
    bus.subscribe('b', (e) => got.b.push(e));
    bus.subscribe('c', (e) => got.c.push(e));

    bus.publish(['a', 'b', 'a'], event(1));
    offA();
    bus.publish(['a', 'b'], event(2));

    expect(got.a).toEqual([event(1)]);
    expect(got.a2).toEqual([event(1), event(2)]);
    expect(got.b).toEqual([event(1), event(2)]);
    expect(got.c).toEqual([]);
    expect(errors).toHaveLength(2);
  });
});

describe('the Redis event bus while Redis is unreachable', () => {
  it('never throws on publish, delivers locally, and says so once', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const quiet = { warn: () => {}, info: () => {} } as never;
    const publisher = connectRedis(url, quiet);
    const warned: string[] = [];
    const bus = await createRedisBus(publisher, url, {
      warn: (m: string) => warned.push(m),
      info: () => {},
      error: () => {},
    } as never);
    try {
      const got: BusEvent[] = [];
      bus.subscribe('a', (e) => got.push(e));
      expect(() => {
        bus.publish(['a'], event(1));
        bus.publish(['a'], event(2));
      }).not.toThrow();
      expect(got).toEqual([event(1), event(2)]);
      expect(warned).toHaveLength(1);
      expect(warned[0]).toMatch(/within this process/);
    } finally {
      await bus.close();
      publisher.close();
    }
  });
});
