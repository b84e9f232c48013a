import { useState } from 'react';
import type { AdminCategory } from '@northbend/shared';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormMessage } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { Empty, LoadError, Loading } from '../ui/states';
import { ACTIONS_HEAD, numericHead, PlainTable } from '../ui/plain-table';
import { RowButton } from '../ui/row-buttons';
import { messageOf, useLoad } from '../ui/use-load';
import { categoriesApi } from './catalog-lists-api';
import { CategoryDialog, type CategoryDialogTask } from './category-dialog';
import { countCategories, LEVEL_NAMES, linesOf, type CategoryLine } from './category-tree';
import { MoveDialog } from './move-dialog';
import { OrderButtons } from './order-buttons';
import { StatusBadge } from '../ui/status-badge';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The category tree editor: three levels, each with its products, order, image and slug. */
export function CategoriesPage() {
  const notify = useNotify();
  const { data, error, loading, reload } = useLoad((signal) => categoriesApi.tree(signal), 'categories');
  const [task, setTask] = useState<CategoryDialogTask | null>(null);
  const [moving, setMoving] = useState<AdminCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const tree = data?.result ?? [];
  const lines = linesOf(tree);
  const done = (message: string) => {
    notify('success', message);
    setTask(null);
    setMoving(null);
    reload();
  };

  const reorder = async (line: CategoryLine, position: number) => {
    setBusyId(line.node._id);
    try {
      await categoriesApi.move(line.node._id, { parent_category: line.node.parent_category, position });
      reload();
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setBusyId(deleting._id);
    setDeleteError(null);
    try {
      done((await categoriesApi.remove(deleting._id)).message);
      setDeleting(null);
    } catch (err) {
      setDeleteError(messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Categories"
        meta={
          data && <span>{plural(countCategories(tree), 'category', 'categories')} in three levels: main category, child, sub-child</span>
        }
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setTask({ kind: 'create', parent: null, trail: [] })}>
            New main category
          </button>
        }
      />
      {error && <LoadError message={error} onRetry={reload} />}
      <Panel id="nb-category-tree" title="Category tree" padded={false}>
        {!data && loading ? (
          <Loading />
        ) : !lines.length ? (
          <div className="nb-table-empty">
            <Empty title="No categories yet">Create a main category, then its children.</Empty>
          </div>
        ) : (
          <PlainTable
            label="Category tree"
            caption="Category tree, each category followed by its subcategories"
            className="nb-category-table"
            busy={loading}
            head={['Category', numericHead('Products'), 'Order', ACTIONS_HEAD]}
          >
            <tbody>
              {lines.map((line) => {
                const c = line.node;
                return (
                  <tr key={c._id} className={`nb-category-row nb-category-row--${c.level}`}>
                    <td>
                      <div className="nb-category-name">
                        <span className="nb-category-thumb" aria-hidden="true">
                          {c.category_image ? <img src={c.category_image} alt="" loading="lazy" /> : null}
                        </span>
                        <span>
                          <span className="visually-hidden">{LEVEL_NAMES[c.level - 1]}: </span>
                          <span className="nb-cell-strong">{c.category_name}</span>
                          <span className="nb-cell-sub nb-mono">/{c.category_slug}</span>
                          {!c.taxable && (
                            <span className="ms-1">
                              <StatusBadge status="Not taxable" />
                            </span>
                          )}
                        </span>
                      </div>
                    </td>
                    <td className="nb-num" title={`${c.product_count} filed here, ${c.total_product_count} in this branch`}>
                      {c.product_count}
                      {c.children.length > 0 && <span className="nb-cell-sub text-nowrap">{c.total_product_count} in branch</span>}
                    </td>
                    <td>
                      <OrderButtons
                        name={c.category_name}
                        index={line.index}
                        count={line.siblings}
                        busy={busyId === c._id}
                        onMove={(position) => void reorder(line, position)}
                      />
                    </td>
                    <td>
                      <div className="nb-list-actions">
                        {c.level < LEVEL_NAMES.length && (
                          <RowButton
                            name={`to ${c.category_name}`}
                            onClick={() => setTask({ kind: 'create', parent: c, trail: line.trail })}
                          >
                            Add child
                          </RowButton>
                        )}
                        <RowButton name={c.category_name} onClick={() => setTask({ kind: 'edit', node: c })}>
                          Edit
                        </RowButton>
                        <RowButton name={c.category_name} onClick={() => setMoving(c)}>
                          Move
                        </RowButton>
                        <RowButton
                          danger
                          name={c.category_name}
                          onClick={() => {
                            setDeleteError(null);
                            setDeleting(c);
                          }}
                        >
                          Delete
                        </RowButton>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </PlainTable>
        )}
      </Panel>
      <CategoryDialog task={task} onSaved={done} onClose={() => setTask(null)} />
      <MoveDialog moving={moving} lines={lines} onMoved={done} onClose={() => setMoving(null)} />
      <ConfirmDialog
        show={!!deleting}
        title={`Delete “${deleting?.category_name ?? ''}”?`}
        confirmLabel="Delete category"
        danger
        busy={!!deleting && busyId === deleting._id}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <p className="m-0">Only a category without subcategories and without products can be deleted. This cannot be undone.</p>
        <FormMessage error={deleteError} />
      </ConfirmDialog>
    </>
  );
}
