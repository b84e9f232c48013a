import type { AdminPageBlock } from '@northbend/shared';

// The messages between the page editor and its preview frame (admin-preview.html), both on the
// shop's own origin. The frame says when it is ready; the editor then sends the blocks it holds,
// saved or not, each time they change.

export const PREVIEW_PAGE = '/admin-preview.html';

export type PreviewMessage = { type: 'northbend-preview-ready' } | { type: 'northbend-preview-blocks'; blocks: AdminPageBlock[] };

/** A message from the same origin that is one of ours, or null. */
export function previewMessageOf(event: MessageEvent): PreviewMessage | null {
  if (event.origin !== window.location.origin) return null;
  const data = event.data as Partial<PreviewMessage> | null;
  if (data?.type === 'northbend-preview-ready') return { type: data.type };
  if (data?.type === 'northbend-preview-blocks' && Array.isArray((data as { blocks?: unknown }).blocks)) return data as PreviewMessage;
  return null;
}
