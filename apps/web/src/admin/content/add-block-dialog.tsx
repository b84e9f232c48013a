import { useState } from 'react';
import { BLOCK_KINDS, type BlockKind } from '@northbend/shared';
import { Dialog } from '../ui/dialog';
import { BLOCK_KIND_HINTS, blockSummary, kindLabel, type EditorBlock } from './editor-blocks';

interface AddBlockDialogProps {
  show: boolean;
  blocks: EditorBlock[];
  onAdd: (kind: BlockKind, at: number) => void;
  onClose: () => void;
}

/** The block kinds by their names, and where the new block goes (the end of the page unless chosen). */
export function AddBlockDialog({ show, blocks, onAdd, onClose }: AddBlockDialogProps) {
  const [at, setAt] = useState<string>('end');
  const index = at === 'end' ? blocks.length : Number(at) + 1;
  return (
    <Dialog
      show={show}
      titleId="nb-add-block-title"
      title="Add a block"
      busy={false}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Cancel
        </button>
      }
    >
      <div className="nb-field mb-3">
        <label className="form-label" htmlFor="nb-add-block-at">
          Place it
        </label>
        <select id="nb-add-block-at" className="form-select form-select-sm" value={at} onChange={(e) => setAt(e.target.value)}>
          <option value="end">At the end of the page</option>
          {blocks.map((b, i) => (
            <option key={b.key} value={i}>
              After block {i + 1}: {kindLabel(b.kind)} – {blockSummary(b).slice(0, 40)}
            </option>
          ))}
        </select>
      </div>
      <ul className="nb-kind-menu" aria-label="Block kinds">
        {BLOCK_KINDS.map((kind) => (
          <li key={kind}>
            <button
              type="button"
              className="nb-kind-menu__item"
              onClick={() => {
                onAdd(kind, index);
                setAt('end');
              }}
            >
              <span className="nb-kind-menu__name">{kindLabel(kind)}</span>
              <span className="nb-kind-menu__hint">{BLOCK_KIND_HINTS[kind]}</span>
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
