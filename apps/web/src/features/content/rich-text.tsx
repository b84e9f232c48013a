/**
 * Editor HTML of a block (`*_content`, `*_about` fields). The API sanitises every such field on
 * the way out (apps/api/src/modules/content/sanitize.ts: an allow-list of text tags, links with
 * rel="noopener noreferrer", no scripts, styles, frames or handlers), so this is the one place
 * that may set inner HTML.
 */
export function RichText({ html, className = '' }: { html?: string; className?: string }) {
  if (!html?.trim()) return null;
  return <div className={`nb-rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
