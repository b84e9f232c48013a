import sanitizeHtml from 'sanitize-html';

/** Tags an editor may use in rich-text block fields; scripts, styles, frames and handlers go. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'blockquote',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);

/** Fields holding HTML by the spec's naming: *_content and *_about. */
const isRichTextField = (key: string) => /_(content|about)$/.test(key);

/** Sanitises every rich-text field of a block, also inside lists such as team members. */
export function sanitizeBlockFields(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return isRichTextField(key) ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map((v) => sanitizeBlockFields(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeBlockFields(v, k)]));
  }
  return value;
}
