import { useCallback, useEffect, useMemo, useState } from 'react';
import { PageDraftInput, type AdminPageActionAnswer, type AdminPageDetail, type BlockKind } from '@northbend/shared';
import { useNotify } from '../ui/notices';
import { messageOf, useLoad } from '../ui/use-load';
import type { Update } from './block-fields';
import { editorBlocksOf, moved, newBlock, pageBlocksOf, type EditorBlock } from './editor-blocks';
import { pagesApi } from './pages-api';

export type EditorAction = 'save' | 'publish' | 'discard' | 'restore';

/** Blocks of an answer, keeping the keys (and so the open forms) of the blocks they replace when they line up. */
function rekeyed(answer: AdminPageDetail, current: EditorBlock[]): EditorBlock[] {
  const next = editorBlocksOf(answer.page_component_list);
  const same = next.length === current.length && next.every((b, i) => b.kind === current[i]!.kind);
  return same ? next.map((b, i) => ({ ...b, key: current[i]!.key })) : next;
}

const snapshotOf = (blocks: EditorBlock[]) => JSON.stringify(pageBlocksOf(blocks));

/**
 * The page editor's state: the page as the API last answered, the blocks being edited, which forms
 * are open, and the four calls (save the draft, publish, discard, restore a version).
 */
export function usePageEditor(pageId: string) {
  const notify = useNotify();
  const loaded = useLoad((signal) => pagesApi.get(pageId, signal), pageId);
  const [page, setPage] = useState<AdminPageDetail>();
  const [blocks, setBlocks] = useState<EditorBlock[]>([]);
  const [saved, setSaved] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<EditorAction | null>(null);
  const [problems, setProblems] = useState<string[]>([]);

  const take = useCallback((answer: AdminPageDetail, current: EditorBlock[] = []) => {
    const next = rekeyed(answer, current);
    setPage(answer);
    setBlocks(next);
    setSaved(snapshotOf(next));
  }, []);

  useEffect(() => {
    if (loaded.data) take(loaded.data.result);
  }, [loaded.data, take]);

  const pageBlocks = useMemo(() => pageBlocksOf(blocks), [blocks]);
  const dirty = !!page && JSON.stringify(pageBlocks) !== saved;

  /** Runs one call; its answer becomes the page. False when it failed (the message is shown). */
  const act = async (action: EditorAction, call: () => Promise<AdminPageActionAnswer>, quiet = false): Promise<boolean> => {
    setBusy(action);
    try {
      const answer = await call();
      take(answer.result, blocks);
      setProblems([]);
      if (!quiet) notify('success', answer.message);
      return true;
    } catch (err) {
      notify('error', messageOf(err));
      return false;
    } finally {
      setBusy(null);
    }
  };

  /** Checks the blocks with the API's own rules first, so every mistake is listed at once. */
  const save = async (quiet = false): Promise<boolean> => {
    const checked = PageDraftInput.safeParse({ page_component_list: pageBlocks });
    if (!checked.success) {
      setProblems(checked.error.issues.map((i) => i.message));
      return false;
    }
    return act('save', () => pagesApi.saveDraft(pageId, pageBlocks), quiet);
  };

  return {
    loaded,
    page,
    blocks,
    pageBlocks,
    dirty,
    busy,
    problems,
    open,
    toggle: (key: string) =>
      setOpen((keys) => {
        const next = new Set(keys);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    add: (kind: BlockKind, at: number) => {
      const block = newBlock(kind);
      setBlocks((list) => [...list.slice(0, at), block, ...list.slice(at)]);
      setOpen((keys) => new Set(keys).add(block.key));
      return block.key;
    },
    move: (index: number, by: -1 | 1) => setBlocks((list) => moved(list, index, by)),
    remove: (key: string) => setBlocks((list) => list.filter((b) => b.key !== key)),
    changeFields: (key: string, update: Update<Record<string, unknown>>) =>
      setBlocks((list) => list.map((b) => (b.key === key ? { ...b, fields: update(b.fields) } : b))),
    save: () => save(),
    /** Saves unsaved changes first, so what is published is what the editor shows. */
    publish: async () => {
      if (dirty && !(await save(true))) return false;
      return act('publish', () => pagesApi.publish(pageId));
    },
    /** Drops the saved draft (the published page comes back), or only the unsaved changes when there is none. */
    discard: async () => {
      if (page?.has_draft) return act('discard', () => pagesApi.discard(pageId));
      if (page) take(page, blocks);
      setProblems([]);
      return true;
    },
    restore: (versionId: string) => act('restore', () => pagesApi.restore(pageId, versionId)),
  };
}
