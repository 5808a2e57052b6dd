import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test-support/render';
import PrivacyPage from './privacy-page';

/** The page alone, outside the app's layout, at a URL (path and hash). */
const renderPage = (url: string) => renderRoutes([{ path: '*', element: <PrivacyPage /> }], url);

describe('Privacy Policy page', { timeout: 20_000 }, () => {
  it('tells what happens to the data when an account is deleted', () => {
    renderPage('/privacy');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Privacy Policy']);
    const deletion = screen.getByRole('region', { name: /When you delete your account/ });
    for (const fact of [
      'anonymises your profile',
      'deletes your photos and your messages',
      'removes the blocks',
      'keeps a SHA-256 hash of your e-mail address indefinitely',
      'Reports and flags stay linked to the anonymised profile',
      'Payment records are kept',
      'after 30 days',
    ]) {
      expect(deletion).toHaveTextContent(fact);
    }
  });

  it('names the providers, rules out selling data and advertising cookies, and promises an answer in 30 days', () => {
    renderPage('/privacy');
    const sharing = screen.getByRole('region', { name: /Whom we share it with/ });
    expect(sharing).toHaveTextContent('cloud provider');
    expect(sharing).toHaveTextContent('web-analytics service, which measures page views with IP anonymisation');
    expect(sharing).toHaveTextContent('e-mail delivery provider');
    expect(sharing).toHaveTextContent('We do not sell your personal information, and we use no advertising cookies.');
    expect(screen.getByRole('region', { name: /Your rights/ })).toHaveTextContent('We answer within 30 days.');
    expect(screen.getByRole('region', { name: /People under 18/ })).toHaveTextContent('we terminate the account');
  });
});
