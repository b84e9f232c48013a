import type { ReactNode } from 'react';

/** A screen's or a panel's data is on its way. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="nb-loading" role="status">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** Nothing to show, and what to do about it. */
export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="nb-empty-state">
      <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="none" stroke="currentColor" strokeWidth="1.5" d="M3 7l9-4 9 4-9 4-9-4zm0 0v10l9 4 9-4V7M12 11v10" />
      </svg>
      <p className="nb-empty-state__title">{title}</p>
      {children && <div className="nb-empty-state__text">{children}</div>}
    </div>
  );
}

/** A load failed: the server's message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="alert alert-danger nb-load-error" role="alert">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
