import { useState } from 'react';
import { BLOCK_FIELDS } from '@northbend/shared';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { MoveButtons, RemoveButton } from '../ui/row-buttons';
import { FieldGrid, type Update } from './block-fields';
import { blockSummary, kindLabel, type EditorBlock } from './editor-blocks';

interface BlockListProps {
  blocks: EditorBlock[];
  /** The keys of the blocks whose forms are open. */
  open: ReadonlySet<string>;
  onToggle: (key: string) => void;
  onFields: (key: string, update: Update<Record<string, unknown>>) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (key: string) => void;
}

/** The page's blocks in order: each a card with its kind and first words, its buttons and, when open, its form. */
export function BlockList({ blocks, open, onToggle, onFields, onMove, onRemove }: BlockListProps) {
  const [removing, setRemoving] = useState<EditorBlock | null>(null);
  const position = removing ? blocks.findIndex((b) => b.key === removing.key) + 1 : 0;

  return (
    <>
      <ol className="nb-blocks" aria-label="Blocks of the page, in order">
        {blocks.map((block, i) => {
          const isOpen = open.has(block.key);
          const name = `${kindLabel(block.kind)} (block ${i + 1})`;
          const bodyId = `block-${block.key}`;
          return (
            <li key={block.key} className={`nb-block-card${isOpen ? ' is-open' : ''}`}>
              <div className="nb-block-card__head">
                <span className="nb-block-card__number" aria-hidden="true">
                  {i + 1}
                </span>
                <button
                  type="button"
                  className="nb-block-card__toggle"
                  aria-expanded={isOpen}
                  aria-controls={bodyId}
                  onClick={() => onToggle(block.key)}
                >
                  <span className="nb-block-card__kind">{kindLabel(block.kind)}</span>
                  <span className="nb-block-card__summary">{blockSummary(block)}</span>
                </button>
                <span className="nb-block-card__actions">
                  <MoveButtons name={name} index={i} count={blocks.length} onMove={(by) => onMove(i, by)} />
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => onToggle(block.key)}
                    aria-label={`${isOpen ? 'Close' : 'Edit'} ${name}`}
                  >
                    {isOpen ? 'Close' : 'Edit'}
                  </button>
                  <RemoveButton name={name} onClick={() => setRemoving(block)} />
                </span>
              </div>
              {isOpen && (
                <div className="nb-block-card__body" id={bodyId}>
                  <FieldGrid
                    id={bodyId}
                    fields={BLOCK_FIELDS[block.kind]}
                    values={block.fields}
                    onChange={(update) => onFields(block.key, update)}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <ConfirmDialog
        show={!!removing}
        title="Remove this block?"
        confirmLabel="Remove block"
        danger
        busy={false}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRemove(removing.key);
          setRemoving(null);
        }}
      >
        {removing && (
          <p className="m-0">
            Block {position}, <strong>{kindLabel(removing.kind)}</strong> (“{blockSummary(removing)}”), leaves the draft. Visitors keep
            seeing it until the draft is published.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
