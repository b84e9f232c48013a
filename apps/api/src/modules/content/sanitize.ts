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
};

/**
 * What is rendered to visitors also gives every link rel="noopener noreferrer". Only there: a
 * draft or a version stores the editor's HTML as it was sent (less what is not allowed), so
 * saving an unchanged page changes nothing and the audit counts no field as the editor's edit.
 */
const renderOptions: sanitizeHtml.IOptions = {
  ...options,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Rich text as it is stored: the allow-list applied, nothing added. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options);

/** Rich text as the storefront renders it: sanitised, and links given rel="noopener noreferrer". */
export const renderRichText = (html: string): string => sanitizeHtml(html, renderOptions);

/** Fields holding HTML by the spec's naming: *_content and *_about. */
const isRichTextField = (key: string) => /_(content|about)$/.test(key);

function mapRichText(value: unknown, clean: (html: string) => string, key = ''): unknown {
  if (typeof value === 'string') return isRichTextField(key) ? clean(value) : value;
  if (Array.isArray(value)) return value.map((v) => mapRichText(v, clean, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapRichText(v, clean, k)]));
  }
  return value;
}

/** Sanitises every rich-text field of a block, also inside lists such as team members (to store, or to edit). */
export const sanitizeBlockFields = (value: unknown): unknown => mapRichText(value, sanitizeRichText);

/** Every rich-text field of a block as visitors get it: sanitised, links with rel="noopener noreferrer". */
export const renderBlockFields = (value: unknown): unknown => mapRichText(value, renderRichText);
