import { useState } from 'react';
import type { AdminPageVersion } from '@northbend/shared';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { formatDateTime } from '../ui/format';
import { Panel } from '../ui/panel';

interface VersionsPanelProps {
  versions: AdminPageVersion[];
  busy: boolean;
  /** Unsaved edits or a draft that restoring would replace. */
  replacesDraft: boolean;
  onRestore: (versionId: string) => void;
}

/** The last published versions, newest first; any of them can become the draft again. */
export function VersionsPanel({ versions, busy, replacesDraft, onRestore }: VersionsPanelProps) {
  const [restoring, setRestoring] = useState<AdminPageVersion | null>(null);
  return (
    <Panel id="page-versions" title={`Published versions (${versions.length})`}>
      {versions.length === 0 ? (
        <p className="nb-muted m-0">
          Not published from the back office yet. Each publication is kept here (the last 20), ready to restore.
        </p>
      ) : (
        <ol className="nb-versions">
          {versions.map((v, i) => (
            <li key={v._id} className="nb-versions__item">
              <span>
                <time dateTime={v.published_at} className="nb-cell-strong">
                  {formatDateTime(v.published_at)}
                </time>
                {i === 0 && <span className="nb-status nb-status--ok ms-2">Live</span>}
                <span className="nb-cell-sub">
                  {v.published_by ?? 'Staff'} · {v.block_count} blocks
                </span>
              </span>
              <button type="button" className="btn btn-sm btn-outline-primary" disabled={busy} onClick={() => setRestoring(v)}>
                Restore
              </button>
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        show={!!restoring}
        title="Restore this version?"
        confirmLabel="Restore as draft"
        busy={busy}
        onClose={() => setRestoring(null)}
        onConfirm={() => {
          if (restoring) onRestore(restoring._id);
          setRestoring(null);
        }}
      >
        {restoring && (
          <p className="m-0">
            The version published {formatDateTime(restoring.published_at)} becomes the draft
            {replacesDraft ? ', replacing the current draft and any unsaved changes' : ''}. Visitors see it once you publish.
          </p>
        )}
      </ConfirmDialog>
    </Panel>
  );
}
