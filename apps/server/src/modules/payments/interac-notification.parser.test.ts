import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseInteracEmail, parseInteracText, type InteracNotification } from './interac-notification.parser';
import { paymentCodeCandidates } from './payment-code-candidates';

const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}.eml`, import.meta.url));
const parse = async (name: string): Promise<InteracNotification> => {
  const parsed = await parseInteracEmail(fixture(name));
  if (!parsed) throw new Error(`${name} was not read as a notification of money received`);
  return parsed;
};

describe('Interac e-Transfer notifications', () => {
  it('reads an English autodeposit notification in plain text', async () => {
    expect(await parse('en-autodeposit')).toMatchObject({
      amount: 20,
      currency: 'CAD',
      senderName: 'JANE DOE',
      referenceNumber: 'CA1abcXyz',
      message: 'SwiftOtter4821 K7M3QX9P',
      language: 'en',
      autodeposited: true,
      forwarded: false,
      fromAddress: 'notify@payments.interac.ca',
      messageId: '<20251014151240.7731.en-auto@payments.interac.ca>',
      receivedAt: new Date('2025-10-14T15:12:40Z'),
    });
    expect((await parse('en-autodeposit')).codeCandidates).toContain('K7M3QX9P');
  });

  it('reads an HTML-only notification laid out in tables', async () => {
    const n = await parse('en-html');
    expect(n).toMatchObject({
      amount: 20,
      senderName: 'JOHN SMITH',
      referenceNumber: 'C1AbCdEfGhJk',
      message: 'HazelLynx20417 – payment code H4TZ8WRE',
      language: 'en',
    });
    expect(n.codeCandidates).toContain('H4TZ8WRE');
  });

  it('reads a French notification with a decimal comma and accented labels', async () => {
    const n = await parse('fr-autodeposit');
    expect(n).toMatchObject({
      amount: 20,
      currency: 'CAD',
      senderName: 'MARIE TREMBLAY',
      referenceNumber: 'CA7QrStUv2',
      message: 'Bonjour! CalmOrca5530, code B2N6YDGA',
      language: 'fr',
      autodeposited: true,
    });
    expect(n.codeCandidates).toContain('B2N6YDGA');
    expect(n.subject).toContain('Vous avez reçu 20,00 $ de MARIE TREMBLAY');
  });

  it('reads a French HTML notification with a thousands space and a code in groups', async () => {
    const n = await parse('fr-html-thousands');
    expect(n).toMatchObject({ amount: 1250, senderName: 'ANDRÉ LAPOINTE', referenceNumber: 'CA9mNpQrSt' });
    expect(n.codeCandidates).toContain('Q3VRX8M2');
  });

  it('reads an amount with a thousands separator', async () => {
    const n = await parse('en-thousands');
    expect(n).toMatchObject({ amount: 1020.5, senderName: 'BIG SPENDER INC.', referenceNumber: 'CA4gHjKmNp' });
  });

  it('finds codes typed in lower case, with spaces and with dashes', async () => {
    expect((await parse('en-lowercase-code')).codeCandidates).toContain('M9XW4KAT');
    expect((await parse('en-code-spaces')).codeCandidates).toContain('R7T2PK5D');
    const dashes = await parse('en-code-dashes');
    expect(dashes.codeCandidates).toContain('W8YV3EHC');
    expect(dashes.senderName).toBe("SAM O'NEIL");
  });

  it('reads a notification without a message', async () => {
    const n = await parse('en-no-message');
    expect(n).toMatchObject({ amount: 20, senderName: 'ALEX KIM', referenceNumber: 'CA2bCdEfGh', message: null });
    expect(n.codeCandidates).toEqual([]);
  });

  it('reads forwarded copies, plain and quoted', async () => {
    const plain = await parse('en-forwarded');
    expect(plain).toMatchObject({
      forwarded: true,
      fromAddress: 'treasurer.quad@gmail.example',
      amount: 20,
      senderName: 'NOOR HASSAN',
      referenceNumber: 'CA6pQrStUv',
      message: 'JollyWren4410 U6D9SB4F',
    });
    const quoted = await parse('en-forwarded-quoted');
    expect(quoted).toMatchObject({
      forwarded: true,
      amount: 20,
      senderName: 'OLIVIA BROWN',
      referenceNumber: 'CA7wXyZaBc',
      message: 'MistyPanda6021 - X5GN7JCV',
    });
    expect(quoted.codeCandidates).toContain('X5GN7JCV');
  });

  it('reads a transfer that waits to be deposited through a link', async () => {
    const n = await parse('en-deposit-link');
    expect(n).toMatchObject({ amount: 20, senderName: 'DANIEL NGUYEN', autodeposited: false });
    expect(n.message).toBe('NimbleMoose7004 Q2E8RTVA');
  });

  it.each(['not-interac-statement', 'interac-outgoing', 'interac-request'])('ignores %s', async (name) => {
    expect(await parseInteracEmail(fixture(name))).toBeNull();
  });

  it('is not misled by the sender’s own words', () => {
    const n = parseInteracText({
      subject: 'INTERAC e-Transfer: JANE DOE sent you money.',
      text: 'JANE DOE sent you $20.00 (CAD).\n\nMessage: has requested, your e-Transfer to K7M3QX9P\n\nReference Number: CA1words01',
      fromAddress: 'notify@payments.interac.ca',
      date: null,
      messageId: null,
    });
    expect(n).toMatchObject({ amount: 20, referenceNumber: 'CA1words01' });
    expect(n?.codeCandidates).toContain('K7M3QX9P');
  });
});

describe('payment code candidates', () => {
  it('joins groups and upper-cases', () => {
    expect(paymentCodeCandidates('code k7m3-qx9p')).toContain('K7M3QX9P');
    expect(paymentCodeCandidates('K 7 M 3 Q X 9 P')).toContain('K7M3QX9P');
  });

  it('never proposes characters outside the code alphabet', () => {
    // O, I, L, 0 and 1 are not in the alphabet: these cannot be codes.
    expect(paymentCodeCandidates('OOOOOOOO 11111111 ILILILIL')).toEqual([]);
  });

  it('ignores longer words and usernames', () => {
    expect(paymentCodeCandidates('SwiftOtter4821')).toEqual([]);
  });
});
