import { useEffect } from 'react';
import { BRAND_NAME } from '../lib/config';

/** Sets the document title as '{Page} - {Brand}', or 'Title Not Set - {Brand}' without a page name. */
export function usePageTitle(page?: string | null): void {
  useEffect(() => {
    document.title = `${page?.trim() || 'Title Not Set'} - ${BRAND_NAME}`;
  }, [page]);
}

/** Sets a named <meta> tag, creating it when missing (content page metadata blocks). */
export function setMetaTag(name: string, content: string): void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  tag.content = content;
}
