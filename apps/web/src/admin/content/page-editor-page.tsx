import { useState } from 'react';
import { useParams } from 'react-router';
import { adminPaths } from '../paths';
import { UnsavedGuard } from '../products/unsaved-guard';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { BusyButton } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { LoadError, Loading } from '../ui/states';
import { AddBlockDialog } from './add-block-dialog';
import { BlockList } from './block-list';
import { PagePreviewFrame } from './page-preview-frame';
import { usePageEditor } from './use-page-editor';
import { VersionsPanel } from './versions-panel';

type View = 'edit' | 'split' | 'preview';
const VIEWS: { view: View; label: string }[] = [
  { view: 'edit', label: 'Blocks' },
  { view: 'split', label: 'Side by side' },
  { view: 'preview', label: 'Preview' },
];
/** Below this width the form and the preview would both be too narrow side by side. */
const SPLIT_FROM_PX = 1280;

/**
 * A content page's editor: its blocks in order (add, edit, move, remove), a live preview of the
 * page as visitors will see it, and the draft's life: save, publish, discard, restore a version.
 */
export function PageEditorPage() {
  const { pageId = '' } = useParams();
  const editor = usePageEditor(pageId);
  const [view, setView] = useState<View>(() => (window.innerWidth >= SPLIT_FROM_PX ? 'split' : 'edit'));
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<'publish' | 'discard' | null>(null);
  const { page, loaded, busy, dirty } = editor;
  const back = { to: adminPaths.pages, label: 'Content pages' };

  if (!page)
    return (
      <>
        <PageHeader title="Content page" back={back} />
        {loaded.error ? <LoadError message={loaded.error} onRetry={loaded.reload} /> : <Loading label="Loading the page…" />}
      </>
    );

  const state = dirty ? (
    <span className="nb-status nb-status--warn">Unsaved changes</span>
  ) : page.has_draft ? (
    <span className="nb-status nb-status--info">Draft, not published</span>
  ) : (
    <span className="nb-status nb-status--ok">Published</span>
  );
  const canDiscard = page.has_draft || dirty;

  return (
    <>
      <PageHeader
        title={`${page.page_title} page`}
        back={back}
        meta={
          <>
            {state}
            <span className="nb-mono">/{page.page_slug}</span>
            {page.has_draft && (
              <span>
                Draft saved {formatDateTime(page.draft_updated_at)}
                {page.draft_updated_by && ` by ${page.draft_updated_by}`}
              </span>
            )}
            <span>
              {page.published_at
                ? `Published ${formatDateTime(page.published_at)}${page.published_by ? ` by ${page.published_by}` : ''}`
                : 'Published as first set up'}
            </span>
          </>
        }
        actions={
          <>
            <button
              type="button"
              className="btn btn-outline-secondary"
              disabled={!canDiscard || !!busy}
              onClick={() => setConfirm('discard')}
            >
              {page.has_draft ? 'Discard draft' : 'Discard changes'}
            </button>
            <BusyButton
              className="btn btn-outline-primary"
              busy={busy === 'save'}
              disabled={!dirty || !!busy}
              onClick={() => void editor.save()}
            >
              Save draft
            </BusyButton>
            <BusyButton busy={busy === 'publish'} disabled={(!dirty && !page.has_draft) || !!busy} onClick={() => setConfirm('publish')}>
              Publish
            </BusyButton>
          </>
        }
      />

      {editor.problems.length > 0 && (
        <div className="alert alert-danger nb-problems" role="alert">
          <p className="mb-1">
            <strong>The draft was not saved.</strong> Correct these fields first:
          </p>
          <ul className="mb-0">
            {editor.problems.slice(0, 12).map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}

      <div className="nb-editor-toolbar">
        <div className="nb-segmented" role="group" aria-label="Show">
          {VIEWS.map((v) => (
            <button
              key={v.view}
              type="button"
              className={view === v.view ? 'is-active' : ''}
              aria-pressed={view === v.view}
              onClick={() => setView(v.view)}
            >
              {v.label}
            </button>
          ))}
        </div>
        <span className="nb-muted">
          {editor.blocks.length} blocks · changes show in the preview at once; visitors see them once published
        </span>
      </div>

      <div className={`nb-page-editor nb-page-editor--${view}`}>
        <div className="nb-page-editor__blocks">
          <BlockList
            blocks={editor.blocks}
            open={editor.open}
            onToggle={editor.toggle}
            onFields={editor.changeFields}
            onMove={editor.move}
            onRemove={editor.remove}
          />
          <button type="button" className="btn btn-outline-primary nb-add-block" onClick={() => setAdding(true)}>
            + Add block
          </button>
          <VersionsPanel
            versions={page.versions}
            busy={!!busy}
            replacesDraft={page.has_draft || dirty}
            onRestore={(id) => void editor.restore(id)}
          />
        </div>
        <div className="nb-page-editor__preview">
          <PagePreviewFrame blocks={editor.pageBlocks} title={`${page.page_title} page`} />
        </div>
      </div>

      <AddBlockDialog
        show={adding}
        blocks={editor.blocks}
        onClose={() => setAdding(false)}
        onAdd={(kind, at) => {
          const key = editor.add(kind, at);
          setAdding(false);
          if (view === 'preview') setView('edit');
          // The new block's form opens where it was placed.
          requestAnimationFrame(() => document.getElementById(`block-${key}`)?.scrollIntoView({ block: 'center' }));
        }}
      />
      <ConfirmDialog
        show={confirm === 'publish'}
        title={`Publish the ${page.page_title} page?`}
        confirmLabel="Publish"
        busy={busy === 'publish' || busy === 'save'}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          // Closed either way: a refusal shows as a notice or as the list of fields to correct.
          await editor.publish();
          setConfirm(null);
        }}
      >
        <p className="m-0">
          Visitors see {dirty ? 'the page as it is in the editor (your changes are saved first)' : 'the saved draft'} at once. The version
          they see now stays in the list of published versions.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        show={confirm === 'discard'}
        title={page.has_draft ? 'Discard the draft?' : 'Discard your changes?'}
        confirmLabel={page.has_draft ? 'Discard draft' : 'Discard changes'}
        danger
        busy={busy === 'discard'}
        onClose={() => setConfirm(null)}
        onConfirm={async () => {
          if (await editor.discard()) setConfirm(null);
        }}
      >
        <p className="m-0">
          {page.has_draft
            ? 'The saved draft and any unsaved changes are dropped; the editor shows the published page again.'
            : 'Your unsaved changes are dropped; the editor shows the published page again.'}
        </p>
      </ConfirmDialog>
      <UnsavedGuard when={() => dirty} what={`the ${page.page_title} page`} />
    </>
  );
}
