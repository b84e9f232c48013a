/** One outgoing email. Both bodies are sent: mail clients show the HTML, others the plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, e.g. the customer who wrote an enquiry. */
  replyTo?: string;
  /** Files sent with the message, such as the order details PDF. */
  attachments?: MailAttachment[];
  /** The job's idempotency key: the mail's Message-ID is made from it, the same on every retry. */
  idempotencyKey?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Hands email over for delivery; shared by contact, accounts and orders. `send` rejects when the
 * message could not be handed over, so each caller decides whether that fails its request.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
