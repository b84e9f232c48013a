/**
 * Chromium's speculation rules on the public pages that are documents with islands (decision 035):
 * a link to another page of the shop is fetched when the pointer rests on it or presses it
 * ('moderate'), so the next document is usually in before the click ends. Not the API, the back
 * office, logout, files or new tabs. One string, here: the storefront writes it into its pages as
 * an inline `<script type="speculationrules">`, and the API allows exactly it in the CSP by its
 * SHA-256 (a hash, not a keyword: Chromium refuses 'inline-speculation-rules' beside a nonce).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: ['/api/*', '/admin', '/admin/*', '/images/*', '/user/logout', '/*.pdf'] } },
          { not: { selector_matches: '[download], [target=_blank], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
