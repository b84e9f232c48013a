import { escapeHtml } from '@northbend/shared';

/** Every piece of user input goes through this before it is placed in an email's HTML. */
export { escapeHtml };

/** A subject is one header line: line breaks typed into a form must not start a new header. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/**
 * The frame every email of the shop shares: brand bar, content, small footer. Inline styles and
 * a single table column because mail clients ignore style sheets and most layout CSS.
 * `bodyHtml` must already be escaped.
 */
export function emailLayout(opts: { brandName: string; title: string; bodyHtml: string; footer?: string }): string {
  const brand = escapeHtml(opts.brandName);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:0;background:#eef1f4;font-family:Arial,Helvetica,sans-serif;color:#1f2d3b;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef1f4;padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;">
<tr><td style="background:#1b2a3a;color:#ffffff;padding:18px 24px;font-size:20px;font-weight:bold;border-bottom:4px solid #e8a317;">${brand}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5;">
<h1 style="margin:0 0 16px;font-size:20px;color:#1b2a3a;">${escapeHtml(opts.title)}</h1>
${opts.bodyHtml}
</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#5b6b7b;border-top:1px solid #d5dbe1;">${escapeHtml(opts.footer ?? opts.brandName)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
