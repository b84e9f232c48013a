/** A load that failed, with 'Try again' (the spec keeps the reason in the console). */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="nb-load-failed" role="alert">
      <p>{what} could not be loaded.</p>
      <button type="button" className="btn btn-outline-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
