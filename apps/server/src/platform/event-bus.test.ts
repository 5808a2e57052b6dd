import { describe, expect, it } from 'vitest';
import { EventBus } from './event-bus';

interface Events {
  'member.warned': { userId: number };
  'institutions.changed': Record<string, never>;
}

describe('EventBus', () => {
  it('runs every subscriber of an event in the order they subscribed, and only those', async () => {
    const bus = new EventBus<Events>();
    const seen: string[] = [];
    bus.on('member.warned', ({ userId }) => {
      seen.push(`cache ${userId}`);
    });
    bus.on('member.warned', async ({ userId }) => {
      await Promise.resolve();
      seen.push(`realtime ${userId}`);
    });
    bus.on('institutions.changed', () => {
      seen.push('institutions');
    });
    await bus.emit('member.warned', { userId: 7 });
    expect(seen).toEqual(['cache 7', 'realtime 7']);
  });

  it("answers the emitter once the handlers are done, with a handler's error", async () => {
    const bus = new EventBus<Events>();
    let done = false;
    bus.on('member.warned', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      done = true;
    });
    await bus.emit('member.warned', { userId: 1 });
    expect(done).toBe(true);
    bus.on('institutions.changed', () => {
      throw new Error('cache gone');
    });
    await expect(bus.emit('institutions.changed', {})).rejects.toThrow('cache gone');
  });

  it('does nothing for an event nobody subscribed to', async () => {
    await expect(new EventBus<Events>().emit('institutions.changed', {})).resolves.toBeUndefined();
  });
});
