import { withSafeLinkRel } from '@northbend/shared';

/**
 * Editor HTML of a block (`*_content`, `*_about` fields). The API sanitises every such field on
 * the way out (apps/api/src/modules/content/sanitize.ts: an allow-list of text tags, no scripts,
 * styles, frames or handlers; the public page gives links rel="noopener noreferrer"), so this is
 * the one place that may set inner HTML. A link opening a new tab gets its rel here too, when
 * rendered (the back office's preview reads the draft as the editor saved it).
 */
export function RichText({ html, className = '' }: { html?: string; className?: string }) {
  if (!html?.trim()) return null;
  return <div className={`nb-rich-text ${className}`} dangerouslySetInnerHTML={{ __html: withSafeLinkRel(html) }} />;
}
