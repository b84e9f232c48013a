import { escapeHtml } from '../../integrations/mail/templates/html.js';

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,Arial,sans-serif;color:#1f2d3b;background:#eef1f4}
header{background:#1b2a3a;color:#fff;padding:14px 24px;border-bottom:4px solid #e8a317;font-weight:700;letter-spacing:.02em}
main{max-width:560px;margin:32px auto;padding:0 16px}
.demo{background:#fff4d6;border:1px solid #e8a317;border-radius:6px;padding:10px 14px;font-weight:600;margin-bottom:20px}
.card{background:#fff;border:1px solid #d5dbe1;border-radius:8px;padding:24px}
h1{font-size:1.35rem;margin:0 0 16px}dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 20px;margin:0 0 24px}
dt{color:#5b6b7b}dd{margin:0;font-weight:600;overflow-wrap:anywhere}.total{font-size:1.5rem}
form{display:flex;flex-wrap:wrap;gap:10px}button,a.button{font:inherit;border-radius:6px;padding:10px 18px;cursor:pointer;border:1px solid #1b2a3a;text-decoration:none}
.primary{background:#1b2a3a;color:#fff}.secondary{background:#fff;color:#1b2a3a}.plain{background:none;border-color:transparent;color:#1d5fa8;text-decoration:underline}
p.note{color:#5b6b7b;font-size:.9rem;margin-top:20px}`;

export interface DemoPageView {
  brandName: string;
  orderNumber: string;
  /** Product names of the order's lines. */
  items: string[];
  /** Already formatted, e.g. '$1,234.50'. */
  total: string;
  /** The form's target and its per-page token. */
  action: string;
  token: string;
}

function page(brandName: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(`${title} - ${brandName}`)}</title><style>${STYLE}</style></head>
<body><header>${escapeHtml(brandName)}</header><main><div class="demo" role="note">Demo payment — no money moves</div>
<div class="card">${body}</div></main></body></html>`;
}

const SHOWN_ITEMS = 5;

function summary(v: DemoPageView, extra = ''): string {
  const more = v.items.length > SHOWN_ITEMS ? `<br>and ${v.items.length - SHOWN_ITEMS} more` : '';
  const items = v.items.length ? `<dt>Items</dt><dd>${v.items.slice(0, SHOWN_ITEMS).map(escapeHtml).join('<br>')}${more}</dd>` : '';
  return `<dl><dt>Order</dt><dd>${escapeHtml(v.orderNumber)}</dd>${items}${extra}<dt>Total</dt><dd class="total">${escapeHtml(v.total)}</dd></dl>`;
}

function buttons(v: DemoPageView, list: [action: string, label: string, style: string][]): string {
  const items = list
    .map(([action, label, style]) => `<button type="submit" name="action" value="${action}" class="${style}">${escapeHtml(label)}</button>`)
    .join('');
  return `<form method="post" action="${escapeHtml(v.action)}"><input type="hidden" name="token" value="${escapeHtml(v.token)}">${items}</form>`;
}

/** The stand-in for Stripe's card checkout. */
export function demoCheckoutPage(v: DemoPageView): string {
  const body = `<h1>Pay by credit card</h1>${summary(v)}
${buttons(v, [
  ['pay', `Pay ${v.total}`, 'primary'],
  ['decline', 'Decline card', 'secondary'],
  ['cancel', 'Cancel', 'plain'],
])}
<p class="note">This shop runs without a payment provider. Pressing Pay marks the order paid; no card is charged.</p>`;
  return page(v.brandName, 'Demo card payment', body);
}

/** The stand-in for Stripe's bank transfer instructions. */
export function demoBankTransferPage(v: DemoPageView): string {
  const bank = `<dt>Bank</dt><dd>Demo National Bank</dd><dt>Account holder</dt><dd>${escapeHtml(v.brandName)}</dd>
<dt>Routing number</dt><dd>110000000</dd><dt>Account number</dt><dd>000123456789</dd><dt>Reference</dt><dd>${escapeHtml(v.orderNumber)}</dd>`;
  const body = `<h1>Pay by bank transfer</h1><p>Transfer the total to this account, quoting the order number as the reference.</p>${summary(v, bank)}
${buttons(v, [
  ['received', 'Simulate transfer received', 'primary'],
  ['failed', 'Simulate transfer failed', 'secondary'],
  ['cancel', 'Cancel', 'plain'],
])}
<p class="note">These are not real bank details: nothing is transferred. The buttons play the bank's part.</p>`;
  return page(v.brandName, 'Demo bank transfer', body);
}

/** A page without buttons: the order is paid already, or the link is not (or no longer) valid. */
export function demoMessagePage(brandName: string, title: string, text: string, link?: { href: string; label: string }): string {
  const back = link ? `<form><a class="button primary" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></form>` : '';
  return page(brandName, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${back}`);
}
