import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NUDGE_CODE, NUDGE_MSG, type TSendMessage } from '@quad/contract';
import { REPORT_TEXT, SAFETY_TEXT } from './chat-texts';
import { historyFixture, ME, messageBox, messageFixture, OTHER, renderChat, storedFrom } from './chat-test-support';
import { startEachTestSignedIn } from '@/test-support/signed-in';

const userEvent = userEventLib.setup({ delay: null });

startEachTestSignedIn();

const held = { ok: false as const, code: NUDGE_CODE, msg: NUDGE_MSG, reasons: ['contact' as const] };

// The machine running the tests is shared and slow; these tests drive a whole screen.
describe('Chat safety', { timeout: 20_000 }, () => {
  it('asks "Are you sure?" for a held message; Edit puts the text back and sends nothing', async () => {
    const { socket } = renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    socket.answerAck = () => Promise.resolve(held);
    await userEvent.type(await messageBox(), 'text me 403 555 0199{Enter}');

    const dialog = await screen.findByRole('dialog', { name: SAFETY_TEXT.nudgeTitle });
    expect(within(dialog).getByText(SAFETY_TEXT.nudgeContact)).toBeInTheDocument();
    // The held message is not shown as sent or sending.
    expect(screen.queryByRole('listitem')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: SAFETY_TEXT.edit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await messageBox()).toHaveValue('text me 403 555 0199');
    expect(socket.sent('send_message')).toHaveLength(1);
  });

  it('Send anyway sends the same client id again, confirmed, and shows it once', async () => {
    const { socket } = renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    socket.answerAck = () => Promise.resolve(held);
    await userEvent.type(await messageBox(), 'text me 403 555 0199{Enter}');
    const dialog = await screen.findByRole('dialog', { name: SAFETY_TEXT.nudgeTitle });
    socket.answerAck = (_event, payload) => Promise.resolve({ ok: true, message: storedFrom(payload, 600) });
    await userEvent.click(within(dialog).getByRole('button', { name: SAFETY_TEXT.sendAnyway }));

    await screen.findByRole('img', { name: 'Sent' });
    const [first, second] = socket.sent('send_message') as TSendMessage[];
    expect(second).toMatchObject({ client_id: first!.client_id, confirmed: true, message: 'text me 403 555 0199' });
    expect(first!.confirmed).toBeUndefined();
    expect(screen.getAllByText('text me 403 555 0199')).toHaveLength(1);
    expect(await messageBox()).toHaveValue('');
  });

  it('warns the recipient once under the first risky message, and Report opens with the reason and the message', async () => {
    const risky = messageFixture(OTHER, 'send me $50 on venmo', 10, { safety: { category: 'financial' } });
    const again = messageFixture(OTHER, 'venmo me please', 9, { safety: { category: 'financial' } });
    const { calls } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: {
        body: historyFixture({ messages: [risky, again, messageFixture(ME, 'why?', 8)] }),
      },
      [`POST /api/users/${OTHER}/report`]: { body: { ok: true, msg: 'Report submitted' } },
    });

    const notices = await screen.findAllByRole('note', { name: SAFETY_TEXT.noticeLabel });
    expect(notices).toHaveLength(1);
    expect(within(notices[0]!).getByText(SAFETY_TEXT.notice)).toBeInTheDocument();
    expect(notices[0]!.closest('[role="listitem"]')).toHaveTextContent('send me $50 on venmo');

    await userEvent.click(within(notices[0]!).getByRole('button', { name: SAFETY_TEXT.report }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Reason/ })).toHaveTextContent('Spam');
    expect(within(dialog).getByRole('textbox', { name: REPORT_TEXT.description })).toHaveValue(
      'Reported message: "send me $50 on venmo"',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: REPORT_TEXT.submit }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === `/api/users/${OTHER}/report`).map((c) => c.body)).toEqual([
        { reason: 'spam', description: 'Reported message: "send me $50 on venmo"' },
      ]),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Dismissed, it stays away for this conversation and category.
    await userEvent.click(screen.getByRole('button', { name: SAFETY_TEXT.dismiss }));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(JSON.parse(localStorage.getItem(`safetyNotices.${ME}`)!)).toEqual({ [`${OTHER}:financial`]: 'dismissed' });
  });
});
