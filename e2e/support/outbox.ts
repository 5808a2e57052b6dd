import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A message body as written to the outbox: quoted-printable soft breaks and escapes undone. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replaceAll('&amp;', '&');
}

/**
 * The newest e-mail the server wrote to `<dataDir>/outbox/` for this address (the default
 * mail transport), decoded, or null when there is none yet.
 */
export function lastMailTo(dataDir: string, email: string): string | null {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return null;
  const files = readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const text = decode(readFileSync(path.join(outbox, file), 'utf8'));
    if (new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(text)) return text;
  }
  return null;
}

/** Waits for a new e-mail to the address and returns its 6-digit code. */
export async function codeFromOutbox(dataDir: string, email: string, previous: string | null = null): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mail = lastMailTo(dataDir, email);
    const code = mail && /verification code is (\d{6})/.exec(mail)?.[1];
    if (code && code !== previous) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No verification e-mail to ${email} in ${dataDir}/outbox`);
}

/** The "I did not request this" link of the newest e-mail to the address. */
export function reportLinkFromOutbox(dataDir: string, email: string): string {
  const link = /https?:\/\/\S+\/report-email\?email=[^\s"<>]+/.exec(lastMailTo(dataDir, email) ?? '')?.[0];
  if (!link) throw new Error(`No report link in the newest e-mail to ${email}`);
  return link;
}
