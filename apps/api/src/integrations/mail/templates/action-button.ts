import { escapeHtml } from './html.js';

/**
 * A link styled as a button (a table cell, which mail clients render), with the address written
 * out below it for clients that block styled links or for copying.
 */
export function actionButton(href: string, label: string): string {
  const url = escapeHtml(href);
  return `<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="background:#e8a317;border-radius:4px;">
<a href="${url}" style="display:inline-block;padding:12px 22px;color:#1b2a3a;font-weight:bold;text-decoration:none;">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin:12px 0 0;font-size:13px;color:#5b6b7b;word-break:break-all;">Or open this address: <a href="${url}" style="color:#1b2a3a;">${url}</a></p>`;
}
