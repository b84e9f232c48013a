const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML, as content or as an attribute's value: emails, the server-rendered pages' head. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const ANCHOR_OPEN = /<a\b([^>]*)>/gi;

/**
 * Sanitised HTML (attributes in double quotes, as the API's sanitiser writes them) with
 * rel="noopener noreferrer" on every link that opens a new tab (target="_blank") and has no rel,
 * added when the HTML is rendered, so what an editor saved is stored as it was sent.
 */
export const withSafeLinkRel = (html: string): string =>
  html.replace(ANCHOR_OPEN, (tag, attributes: string) =>
    /\starget="_blank"/i.test(attributes) && !/\srel=/i.test(attributes) ? `<a${attributes} rel="noopener noreferrer">` : tag,
  );
