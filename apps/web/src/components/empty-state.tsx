import { EMPTY_STATE_HEADING } from '@northbend/shared';
import type { ReactNode } from 'react';

/** Empty-state block: the supplied heading or 'No Products'. */
export function EmptyState({ heading, children }: { heading?: string; children?: ReactNode }) {
  return (
    <div className="nb-empty text-center py-5">
      <svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" className="mb-3">
        <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4 9-4V7M12 11v10" />
      </svg>
      <h2 className="h5">{heading || EMPTY_STATE_HEADING}</h2>
      {children}
    </div>
  );
}
