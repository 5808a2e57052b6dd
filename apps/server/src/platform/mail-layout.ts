import type { MailMessage } from './mail';

export const MAIL_BRAND = 'Quad';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraphs of plain text, rendered to both bodies; a paragraph may be a link. */
export type MailBlock = string | { url: string; label: string };

/** One e-mail of Quad's, in plain text and in HTML, with the same paragraphs. */
export function renderMail(to: string, subject: string, blocks: MailBlock[]): MailMessage {
  const text = blocks.map((b) => (typeof b === 'string' ? b : `${b.label}: ${b.url}`)).join('\n\n');
  const html = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escapeHtml(b)}</p>`
        : `<p><a href="${escapeHtml(b.url)}">${escapeHtml(b.label)}</a></p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text: `${text}\n\n— ${MAIL_BRAND}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${html}<p>— ${MAIL_BRAND}</p></body></html>`,
  };
}
