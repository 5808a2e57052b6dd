import { screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { VERIFIED_LABEL } from '@/lib/verified-badge';
import { cardFixture, historyFixture, messageBox, OTHER, renderChat } from './chat-test-support';
import { startEachTestSignedIn } from '@/test-support/signed-in';

const userEvent = userEventLib.setup({ delay: null });

startEachTestSignedIn();

describe('Chat with verified members', () => {
  it('shows the badge beside a verified member’s name, and none for others', async () => {
    const verified = renderChat({
      [`GET /api/chat/${OTHER}/history`]: { body: historyFixture({ other_user: cardFixture({ is_verified: true }) }) },
    });
    await messageBox();
    expect(screen.getAllByRole('img', { name: VERIFIED_LABEL }).length).toBeGreaterThan(0);
    verified.unmount();

    renderChat({ [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() } });
    await messageBox();
    expect(screen.queryByRole('img', { name: VERIFIED_LABEL })).not.toBeInTheDocument();
  });

  it('tells a sender the member takes new conversations from verified members only, with a way to get verified', async () => {
    const { socket } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: {
        body: historyFixture({ other_user: cardFixture({ gender: 'woman', has_conversation: false }) }),
      },
    });
    socket.answerAck = () =>
      Promise.resolve({ ok: false, msg: MSG.recipientRequiresVerified, code: 'recipient_requires_verified' });
    await userEvent.type(await messageBox(), 'Hi, we met at the climbing wall{Enter}');

    const notice = await screen.findByText('bright_fox_17 only accepts new conversations from verified members.');
    const alert = notice.closest('[role="status"]') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Get verified' })).toHaveAttribute('href', '/profile/verify');
    // The message is not sent, and says why.
    expect(
      await screen.findByText(new RegExp(`Not sent: ${MSG.recipientRequiresVerified.split('.')[0]}`)),
    ).toBeVisible();
  });
});
