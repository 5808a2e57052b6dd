import { afterAll, describe, expect, it } from 'vitest';
import type { TMessage } from '@quad/contract';
import { clientId, send, setPaid } from '@/modules/chat/chat.test-support';
import type { TestMember } from '@/test-support/accounts';
import { connectSocket, type TestSocket } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { quickMember } from './principals';

/**
 * A bounded soak: members in pairs chat over real sockets for a while; every send is
 * acknowledged, every acknowledged message reaches its recipient once, nothing errors,
 * and resident memory is reported at the start and the end. The default run is small;
 * SOAK=1 runs 1,000 sockets for 60 s (SOAK_SOCKETS, SOAK_SECONDS to change).
 */
const long = process.env.SOAK === '1';
const SOCKETS = Number(process.env.SOAK_SOCKETS ?? (long ? 1_000 : 40));
const SECONDS = Number(process.env.SOAK_SECONDS ?? (long ? 60 : 8));

const t = useTestApp();
const sockets: TestSocket[] = [];
afterAll(() => {
  for (const s of sockets) s.disconnect();
});

describe('soak', () => {
  it(
    `${SOCKETS} sockets chatting for ${SECONDS} s lose nothing`,
    async () => {
      const members: TestMember[] = [];
      for (let i = 0; i < SOCKETS; i++) {
        const m = await quickMember(t);
        await setPaid(t, m.id);
        members.push(m);
      }
      const received = new Map<number, Set<number>>();
      const errors: string[] = [];
      for (const m of members) {
        const socket = await connectSocket(t, m.token);
        sockets.push(socket);
        const mine = new Set<number>();
        received.set(m.id, mine);
        socket.on('receive_message', (message: TMessage) => {
          if (message.recipient_id !== m.id) return;
          if (mine.has(message.id)) errors.push(`duplicate ${message.id}`);
          mine.add(message.id);
        });
        socket.on('error', (e) => errors.push(e.msg));
      }
      const rssStart = process.memoryUsage().rss;
      const { heapUsed: heapStart, arrayBuffers: buffersStart } = process.memoryUsage();
      // Resident memory every 10 s, to tell growth that levels off from a leak.
      const rssSamples = [rssStart];
      const sampler = setInterval(() => rssSamples.push(process.memoryUsage().rss), 10_000);
      const acked = new Map<number, number>();
      let sent = 0;
      const until = Date.now() + SECONDS * 1000;
      // Each socket talks to its partner at a human pace, under the flood limit.
      await Promise.all(
        sockets.map(async (socket, i) => {
          const partner = members[i % 2 === 0 ? i + 1 : i - 1];
          if (!partner) return;
          while (Date.now() < until) {
            const ack = await send(socket, {
              recipient_id: partner.id,
              message: `hi ${sent++}`,
              client_id: clientId(),
            });
            if (!ack.ok) errors.push(ack.msg);
            else acked.set(ack.message.id, partner.id);
            await new Promise((r) => setTimeout(r, 1_000));
            t.clock.advance(1_000 / SOCKETS);
          }
        }),
      );
      await new Promise((r) => setTimeout(r, 2_000));
      clearInterval(sampler);
      const rssEnd = process.memoryUsage().rss;
      const { heapUsed: heapEnd, arrayBuffers: buffersEnd } = process.memoryUsage();
      const lost = [...acked].filter(([id, to]) => !received.get(to)!.has(id));
      console.info(
        JSON.stringify({
          sockets: SOCKETS,
          seconds: SECONDS,
          acked: acked.size,
          lost: lost.length,
          errors: errors.length,
          rssStartMb: Math.round(rssStart / 2 ** 20),
          rssEndMb: Math.round(rssEnd / 2 ** 20),
          rssEvery10sMb: rssSamples.map((b) => Math.round(b / 2 ** 20)),
          heapUsedStartMb: Math.round(heapStart / 2 ** 20),
          heapUsedEndMb: Math.round(heapEnd / 2 ** 20),
          // Array buffers include the embedded database's WebAssembly memory.
          arrayBuffersStartMb: Math.round(buffersStart / 2 ** 20),
          arrayBuffersEndMb: Math.round(buffersEnd / 2 ** 20),
        }),
      );
      expect(errors).toEqual([]);
      expect(lost).toEqual([]);
      expect(acked.size).toBeGreaterThan(SOCKETS);
    },
    (SECONDS + 240) * 1000,
  );
});
