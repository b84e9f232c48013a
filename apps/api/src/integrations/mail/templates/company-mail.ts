import type { MailMessage } from '../mailer.js';
import { actionButton } from './action-button.js';
import { emailLayout, escapeHtml } from './html.js';

/** The emails of company accounts (issue 26): an invitation, an order to approve, the decision. */

export interface CompanyInviteMail {
  name: string;
  invitedBy: string;
  companyName: string;
  roleLabel: string;
  /** Null: no limit, or an admin. */
  orderLimit: string | null;
  /** `${PUBLIC_URL}/user/invitation?token=…` */
  link: string;
  brandName: string;
  validDays: number;
}

export function companyInviteMail(m: CompanyInviteMail): Omit<MailMessage, 'to'> {
  const title = `Join ${m.companyName} at ${m.brandName}`;
  const limit = m.orderLimit ? ` Orders up to ${m.orderLimit} are placed at once; larger ones go to an admin for approval.` : '';
  const lead = `${m.invitedBy} has invited you to order tooling for ${m.companyName} as ${m.roleLabel === 'admin' ? 'an' : 'a'} ${m.roleLabel}.${limit}`;
  const text = [
    `Hello ${m.name},`,
    '',
    lead,
    'Open this link to choose your password:',
    m.link,
    '',
    `The link is valid for ${m.validDays} days and can be used once. If you did not expect this, ignore this email.`,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.name)},</p>
<p style="margin:0 0 16px;">${escapeHtml(lead)}</p>
${actionButton(m.link, 'Accept invitation')}
<p style="margin:16px 0 0;font-size:13px;color:#5b6b7b;">The link is valid for ${m.validDays} days and can be used once. If you did not expect this, ignore this email.</p>`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}

export interface ApprovalRequestedMail {
  adminName: string;
  buyerName: string;
  total: string;
  limit: string;
  lineCount: number;
  poNumber: string | null;
  /** `${PUBLIC_URL}/user/approvals/{id}` */
  link: string;
  brandName: string;
  expiresOn: string;
}

export function approvalRequestedMail(m: ApprovalRequestedMail): Omit<MailMessage, 'to'> {
  const title = `${m.buyerName} asks you to approve an order of ${m.total}`;
  const lead = `${m.buyerName} sent an order of ${m.total} (${m.lineCount} ${m.lineCount === 1 ? 'line' : 'lines'}${m.poNumber ? `, PO ${m.poNumber}` : ''}) for your approval: it is over their limit of ${m.limit} per order. Nothing is ordered or charged until you approve it.`;
  const text = [`Hello ${m.adminName},`, '', lead, '', `Approve or decline it by ${m.expiresOn}:`, m.link].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.adminName)},</p>
<p style="margin:0 0 16px;">${escapeHtml(lead)}</p>
${actionButton(m.link, 'Review the order')}
<p style="margin:16px 0 0;font-size:13px;color:#5b6b7b;">The request expires on ${escapeHtml(m.expiresOn)} if nobody answers it.</p>`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}

export interface ApprovalDecidedMail {
  buyerName: string;
  adminName: string;
  total: string;
  decision: { kind: 'approved'; orderNumber: string; orderLink: string } | { kind: 'declined'; reason: string; link: string };
  brandName: string;
}

export function approvalDecidedMail(m: ApprovalDecidedMail): Omit<MailMessage, 'to'> {
  const d = m.decision;
  const title = d.kind === 'approved' ? `Your order ${d.orderNumber} was approved` : `Your order of ${m.total} was declined`;
  const lead =
    d.kind === 'approved'
      ? `${m.adminName} approved your order of ${m.total}. It has been placed as ${d.orderNumber}.`
      : `${m.adminName} declined your order of ${m.total}. Their reason: ${d.reason}`;
  const link = d.kind === 'approved' ? d.orderLink : d.link;
  const text = [`Hello ${m.buyerName},`, '', lead, '', link].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">Hello ${escapeHtml(m.buyerName)},</p>
<p style="margin:0 0 16px;">${escapeHtml(lead)}</p>
${actionButton(link, d.kind === 'approved' ? 'View the order' : 'View the request')}`;
  return { subject: title, text, html: emailLayout({ brandName: m.brandName, title, bodyHtml }) };
}
