import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { historyFixture, OTHER, renderChat } from './chat-test-support';
import { REPORT_TEXT } from './chat-texts';
import { startEachTestSignedIn } from '@/test-support/signed-in';

const userEvent = userEventLib.setup({ delay: null });

startEachTestSignedIn();

async function openReport() {
  await userEvent.click(await screen.findByRole('button', { name: 'Chat options' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Report User' }));
  return screen.findByRole('dialog', { name: /Report User/ });
}

// The machine running the tests is shared and slow; these tests drive several dialogs.
describe('Report dialog', { timeout: 20_000 }, () => {
  it('needs a reason, says Submitting... while sending, and confirms with a toast', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = renderChat({
      [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() },
      [`POST /api/users/${OTHER}/report`]: () => new Promise((resolve) => (answer = resolve)),
    });
    const dialog = await openReport();
    const submit = within(dialog).getByRole('button', { name: REPORT_TEXT.submit });
    expect(submit).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Appears Underage' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: REPORT_TEXT.description }),
      '  Says they are 16  ',
    );
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(within(dialog).getByRole('button', { name: REPORT_TEXT.submitting })).toBeDisabled();
    // Other calls (the chat catching up) may come after it: find the report itself.
    const reported = calls.filter((c) => c.method === 'POST' && c.path === `/api/users/${OTHER}/report`);
    expect(reported.map((c) => c.body)).toEqual([{ reason: 'underage', description: 'Says they are 16' }]);

    answer({ status: 200, body: { ok: true, msg: REPORT_TEXT.success } });
    expect(await screen.findByText(REPORT_TEXT.success)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Report User/ })).toBeNull());
  });

  it('shows the server’s refusal as an error toast and keeps the dialog open', async () => {
    renderChat({
      [`GET /api/chat/${OTHER}/history`]: { body: historyFixture() },
      [`POST /api/users/${OTHER}/report`]: {
        status: 429,
        body: { msg: 'You have already reported this user for this reason today' },
      },
    });
    const dialog = await openReport();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: REPORT_TEXT.submit }));
    expect(await screen.findByText('You have already reported this user for this reason today')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: REPORT_TEXT.submit })).toBeEnabled();
  });
});
