import { FAQ_SCROLL_DELAY_MS } from '@quad/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test-support/render';
import FaqPage from './faq-page';

/** The page alone, outside the app's layout, at a URL (path and hash). */
const renderPage = (url: string) => renderRoutes([{ path: '*', element: <FaqPage /> }], url);

const CATEGORIES = [
  'Account and Registration',
  'Content and Safety',
  'Messaging and Payments',
  'Photos and Profile',
  'Privacy and Security',
  'Account Management',
  'Technical Support',
  'Safety Tips',
];

// Role queries over fifty accordions are slow in jsdom (each computes every button's accessible
// name), so tests look a question up once and keep the element; hidden: true skips the per-element
// visibility check, the question buttons being visible anyway.
const question = (name: string) => screen.getByRole('button', { name, hidden: true });
const openQuestions = () => document.querySelectorAll('[aria-expanded="true"]');

// Fifty MUI accordions are heavy for jsdom; on a busy machine a test can take several seconds.
describe('FAQ page', { timeout: 30_000 }, () => {
  // jsdom does not lay out or scroll; a recording stand-in shows where the page asked to scroll.
  const scrolledTo: string[] = [];
  beforeEach(() => {
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this.id);
    };
  });
  afterEach(() => {
    scrolledTo.length = 0;
  });

  it('shows the eight categories in order, under a single h1', () => {
    renderPage('/faq');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Frequently Asked Questions',
    ]);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([...CATEGORIES, 'Still Need Help?']);
    for (const category of CATEGORIES) {
      const section = screen.getByRole('region', { name: category });
      expect(within(section).getAllByRole('button').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('keeps one question open at a time', async () => {
    const user = userEvent.setup();
    renderPage('/faq');
    expect(openQuestions()).toHaveLength(0);
    const email = question('Why do I need an institutional e-mail address?');
    const pay = question('How do I pay?');

    await user.click(email);
    expect(email).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/real student of a participating campus/)).toBeVisible();

    await user.click(pay);
    expect(pay).toHaveAttribute('aria-expanded', 'true');
    expect(email).toHaveAttribute('aria-expanded', 'false');
    expect(openQuestions()).toHaveLength(1);

    await user.click(pay);
    expect(openQuestions()).toHaveLength(0);
  });

  it('opens the question named by the hash and scrolls to it after the delay', async () => {
    renderPage('/faq#payment-required');
    expect(question('Why is payment required to start some conversations?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/only applies at institutions whose count of active women/)).toBeVisible();
    expect(scrolledTo).toEqual([]);
    await waitFor(() => expect(scrolledTo).toEqual(['payment-required']), { timeout: FAQ_SCROLL_DELAY_MS * 5 });
  });

  it('follows a link to another question inside the page', async () => {
    const user = userEvent.setup();
    renderPage('/faq#payment-required');
    const answer = screen.getByRole('region', { name: 'Why is payment required to start some conversations?' });
    await user.click(within(answer).getByRole('link', { name: 'How do I pay?' }));
    expect(question('How do I pay?')).toHaveAttribute('aria-expanded', 'true');
    expect(openQuestions()).toHaveLength(1);
    expect(screen.getByText(/Interac e-Transfer of that amount/)).toBeVisible();
    await waitFor(() => expect(scrolledTo).toContain('payment-process'), { timeout: FAQ_SCROLL_DELAY_MS * 5 });
  });

  it('ignores a hash that names no question', () => {
    renderPage('/faq#no-such-question');
    expect(openQuestions()).toHaveLength(0);
  });

  it('quotes the default settings when the settings call fails, and offers the support mailbox', async () => {
    const user = userEvent.setup();
    renderPage('/faq#payment-process');
    expect(screen.getByText(/Note the amount \(20\.00 CAD\)/)).toBeVisible();
    await user.click(question('Can I come back after deleting my account?'));
    expect(screen.getByText(/After a cooldown of 30 days/)).toBeVisible();

    const help = screen.getByRole('region', { name: 'Still Need Help?' });
    expect(within(help).getByRole('link', { name: 'support@quad.local' })).toHaveAttribute(
      'href',
      'mailto:support@quad.local',
    );
    expect(within(help).getByRole('link', { name: /Email Support/ })).toHaveAttribute(
      'href',
      'mailto:support@quad.local',
    );
  });
});
