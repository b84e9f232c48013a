import type { OutboxMessage } from '../../integrations/mail/outbox-mailer.js';
import { escapeHtml } from '../../integrations/mail/templates/html.js';

const STYLE = `body{margin:0;font:15px/1.5 system-ui,Arial,sans-serif;color:#1f2d3b;background:#f5f7f9}
header{background:#1b2a3a;color:#fff;padding:14px 24px;border-bottom:4px solid #e8a317}
header a{color:#fff}main{max-width:1000px;margin:0 auto;padding:24px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #d5dbe1;vertical-align:top;overflow-wrap:anywhere}
a{color:#1d5fa8}pre{white-space:pre-wrap;background:#fff;border:1px solid #d5dbe1;padding:12px}
iframe{width:100%;height:640px;border:1px solid #d5dbe1;background:#fff}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{color:#5b6b7b}dd{margin:0}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><strong>Outbox</strong> · development only: mail written here instead of being sent (no SMTP_URL). <a href="/dev/outbox">All messages</a></header>
<main>${body}</main></body></html>`;
}

const when = (iso: string) => escapeHtml(new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' }));

/** The list of written messages, newest first. */
export function outboxListPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${when(m.createdAt)}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/outbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
    )
    .join('');
  const body = messages.length
    ? `<h1>Outbox</h1><table><thead><tr><th>Date</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<h1>Outbox</h1><p>No messages yet.</p>';
  return page('Outbox', body);
}

function attachmentList(m: OutboxMessage): string {
  if (!m.attachments?.length) return '';
  const items = m.attachments.map(
    (a, i) =>
      `<li><a href="/dev/outbox/${m.id}/attachments/${i}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)}, ${Math.ceil(a.size / 1024)} KB)</li>`,
  );
  return `<h2>Attachments</h2><ul>${items.join('')}</ul>`;
}

/** One message: headers, attachments, plain text, and the HTML in a sandboxed frame (no scripts, no same origin). */
export function outboxMessagePage(m: OutboxMessage): string {
  const body = `<h1>${escapeHtml(m.subject)}</h1>
<dl><dt>Date</dt><dd>${when(m.createdAt)}</dd><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>To</dt><dd>${escapeHtml(m.to)}</dd>
${m.replyTo ? `<dt>Reply-To</dt><dd>${escapeHtml(m.replyTo)}</dd>` : ''}</dl>
${attachmentList(m)}
<h2>HTML</h2><iframe sandbox="" title="HTML body of the message" srcdoc="${escapeHtml(m.html)}"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(m.text)}</pre>`;
  return page(`${m.subject} - Outbox`, body);
}
