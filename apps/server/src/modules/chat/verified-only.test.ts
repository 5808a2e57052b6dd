import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { users } from '@/db/schema/index';
import { bearer, createMember } from '@/test-support/accounts';
import { useSockets } from '@/test-support/socket-client';
import { useTestApp } from '@/test-support/test-app';
import { send, setPaid } from './chat.test-support';

const t = useTestApp();
const sockets = useSockets(t);

async function pair() {
  const sender = await createMember(t, { gender: 'man', orientation: 'ambiphilic' });
  const recipient = await createMember(t, { gender: 'man', orientation: 'ambiphilic' });
  await setPaid(t, sender.id);
  const on = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: bearer(recipient.token),
    payload: { verified_only_contact: true },
  });
  expect(on.json()).toMatchObject({ verified_only_contact: true });
  const socket = await sockets.connect(sender.token);
  return { sender, recipient, socket };
}

describe('"only verified members may start a conversation with me"', () => {
  it('refuses an unverified sender with a code the client links to Get verified', async () => {
    const { recipient, socket } = await pair();
    const ack = await send(socket, { recipient_id: recipient.id, message: 'hello there' });
    expect(ack).toEqual({ ok: false, msg: MSG.recipientRequiresVerified, code: 'recipient_requires_verified' });
  });

  it('lets a verified sender start, and a conversation that exists go on', async () => {
    const { sender, recipient, socket } = await pair();
    await t.ctx.db.update(users).set({ verifiedAt: t.clock.now() }).where(eq(users.id, sender.id));
    expect((await send(socket, { recipient_id: recipient.id, message: 'hello there' })).ok).toBe(true);
    // Revoked later: the conversation already stands.
    await t.ctx.db.update(users).set({ verifiedAt: null }).where(eq(users.id, sender.id));
    expect((await send(socket, { recipient_id: recipient.id, message: 'still here' })).ok).toBe(true);
  });
});
