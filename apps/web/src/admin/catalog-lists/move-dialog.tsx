import { useEffect, useState } from 'react';
import type { AdminCategory } from '@northbend/shared';
import { SelectField } from '../ui/fields';
import { FormDialog } from '../ui/form-dialog';
import { useAction } from '../ui/use-action';
import { categoriesApi } from './catalog-lists-api';
import { parentChoices, type CategoryLine } from './category-tree';

interface MoveDialogProps {
  /** The category to move, or null when the dialog is closed. */
  moving: AdminCategory | null;
  lines: CategoryLine[];
  onMoved: (message: string) => void;
  onClose: () => void;
}

/** Moves a category, with everything below it, under another parent (listed only where it fits). */
export function MoveDialog({ moving, lines, onMoved, onClose }: MoveDialogProps) {
  const [parent, setParent] = useState('');
  const { busy, error, setError, run } = useAction();

  useEffect(() => {
    setParent(moving?.parent_category ?? '');
    setError(null);
  }, [moving, setError]);

  const submit = async () => {
    if (!moving) return;
    if ((moving.parent_category ?? '') === parent) return onClose();
    await run(async () => onMoved((await categoriesApi.move(moving._id, { parent_category: parent || null })).message));
  };

  return (
    <FormDialog
      show={!!moving}
      id="nb-category-move"
      title={`Move “${moving?.category_name ?? ''}”`}
      submitLabel="Move here"
      busy={busy}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {moving && (
        <>
          <SelectField
            id="nb-category-move-parent"
            label="New parent"
            value={parent}
            onChange={setParent}
            options={parentChoices(lines, moving)}
          />
          <p className="nb-form-hint">
            It goes last among its new siblings, with {moving.children.length ? 'its subcategories and ' : ''}its products. Categories go
            three levels deep at most, so only the parents with room for it are listed.
          </p>
        </>
      )}
    </FormDialog>
  );
}
