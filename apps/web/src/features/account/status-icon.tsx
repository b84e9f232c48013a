/** Round result icons of the verification screens: check (success), warning, error, mail sent. */
export type StatusKind = 'success' | 'warning' | 'error' | 'mail';

const PATHS: Record<StatusKind, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  warning: 'M12 7v6m0 3.5v.5',
  error: 'M8.5 8.5l7 7m0-7l-7 7',
  mail: 'M6 8.5h12v8H6zm0 0l6 4.5 6-4.5',
};

export function StatusIcon({ kind }: { kind: StatusKind }) {
  return (
    <svg className={`nb-status-icon nb-status-icon--${kind}`} width="72" height="72" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="11" />
      <path d={PATHS[kind]} />
    </svg>
  );
}
