import { useState } from 'react';
import type { AdminMachineMake, AdminMachineModel } from '@northbend/shared';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormMessage } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { Empty, LoadError, Loading } from '../ui/states';
import { ACTIONS_HEAD, numericHead, PlainTable } from '../ui/plain-table';
import { RowButton } from '../ui/row-buttons';
import { messageOf, useLoad } from '../ui/use-load';
import { machinesApi } from './catalog-lists-api';
import { NameDialog, type NameTask } from './name-dialog';
import { OrderButtons } from './order-buttons';

type Deleting = { kind: 'make'; make: AdminMachineMake } | { kind: 'model'; make: AdminMachineMake; model: AdminMachineModel };

/** Who names a make or model: products and customer profiles (it can be deleted only when nobody does). */
function Usage({ item }: { item: { product_count: number; customer_count: number } }) {
  return (
    <>
      <td className="nb-num">{item.product_count}</td>
      <td className="nb-num">{item.customer_count}</td>
    </>
  );
}

/** The heads of the Usage cells, the order buttons and the row's actions. */
const USAGE_HEAD = [numericHead('Products'), numericHead('Customers'), 'Order', ACTIONS_HEAD];

/** Machine makes and their models: the storefront's machine filters and the customers' profiles offer these. */
export function MachinesPage() {
  const notify = useNotify();
  const { data, error, loading, reload } = useLoad((signal) => machinesApi.list(signal), 'machines');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [naming, setNaming] = useState<NameTask | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const makes = data?.result ?? [];
  const selected = makes.find((m) => m._id === selectedId) ?? makes[0];

  const saved = (message: string) => {
    notify('success', message);
    setNaming(null);
    reload();
  };

  const run = async (id: string, call: () => Promise<unknown>) => {
    setBusyId(id);
    try {
      await call();
      reload();
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const id = deleting.kind === 'make' ? deleting.make._id : deleting.model._id;
    setBusyId(id);
    setDeleteError(null);
    try {
      const answer =
        deleting.kind === 'make' ? await machinesApi.removeMake(id) : await machinesApi.removeModel(deleting.make._id, deleting.model._id);
      setDeleting(null);
      saved(answer.message);
    } catch (err) {
      setDeleteError(messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  const rename = (title: string, label: string, initial: string, save: (name: string) => Promise<{ message: string }>) =>
    setNaming({ title, label, submitLabel: 'Rename', initial, save: async (name) => (await save(name)).message });

  const askDelete = (what: Deleting) => {
    setDeleteError(null);
    setDeleting(what);
  };

  const addMake = () =>
    setNaming({
      title: 'New machine make',
      label: 'Make',
      submitLabel: 'Add make',
      initial: '',
      save: async (name) => {
        const answer = await machinesApi.createMake(name);
        setSelectedId(answer.result._id);
        return answer.message;
      },
    });

  const deletingName = deleting ? (deleting.kind === 'make' ? deleting.make.name : `${deleting.make.name} ${deleting.model.name}`) : '';

  return (
    <>
      <PageHeader
        title="Machines"
        meta={
          data && (
            <span>
              {makes.length} makes with {makes.reduce((n, m) => n + m.models.length, 0)} models: the storefront’s machine filters and
              customers’ profiles offer these
            </span>
          )
        }
      />
      {error && <LoadError message={error} onRetry={reload} />}
      {!data && loading ? (
        <Loading />
      ) : !makes.length ? (
        <div className="nb-table-empty">
          <Empty title="No machine makes yet">
            <button type="button" className="btn btn-sm btn-primary" onClick={addMake}>
              Add make
            </button>
          </Empty>
        </div>
      ) : (
        <div className="nb-columns nb-machines">
          <Panel
            id="nb-machine-makes"
            title="Makes"
            padded={false}
            actions={
              <button type="button" className="btn btn-sm btn-primary" onClick={addMake}>
                Add make
              </button>
            }
          >
            <PlainTable
              label="Machine makes"
              caption="Machine makes; choose one to see its models"
              busy={loading}
              head={['Make', numericHead('Models'), ...USAGE_HEAD]}
            >
              <tbody>
                {makes.map((make, index) => (
                  <tr key={make._id} className={make._id === selected?._id ? 'is-selected' : undefined}>
                    <td>
                      <button
                        type="button"
                        className="nb-link-button nb-cell-strong"
                        aria-pressed={make._id === selected?._id}
                        onClick={() => setSelectedId(make._id)}
                      >
                        {make.name}
                      </button>
                    </td>
                    <td className="nb-num">{make.models.length}</td>
                    <Usage item={make} />
                    <td>
                      <OrderButtons
                        name={make.name}
                        index={index}
                        count={makes.length}
                        busy={busyId === make._id}
                        onMove={(position) => void run(make._id, () => machinesApi.moveMake(make._id, position))}
                      />
                    </td>
                    <td>
                      <div className="nb-list-actions">
                        <RowButton
                          name={make.name}
                          onClick={() => rename(`Rename ${make.name}`, 'Make', make.name, (name) => machinesApi.renameMake(make._id, name))}
                        >
                          Rename
                        </RowButton>
                        <RowButton danger name={make.name} onClick={() => askDelete({ kind: 'make', make })}>
                          Delete
                        </RowButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </PlainTable>
          </Panel>
          {selected && (
            <Panel
              id="nb-machine-models"
              title={`Models of ${selected.name}`}
              padded={false}
              actions={
                <button
                  type="button"
                  className="btn btn-sm btn-primary"
                  onClick={() =>
                    setNaming({
                      title: `New model of ${selected.name}`,
                      label: 'Model',
                      submitLabel: 'Add model',
                      initial: '',
                      save: async (name) => (await machinesApi.createModel(selected._id, name)).message,
                    })
                  }
                >
                  Add model
                </button>
              }
            >
              {!selected.models.length ? (
                <Empty title={`${selected.name} has no models yet`} />
              ) : (
                <PlainTable
                  label={`Models of ${selected.name}`}
                  caption={`Models of ${selected.name}`}
                  busy={loading}
                  head={['Model', ...USAGE_HEAD]}
                >
                  <tbody>
                    {selected.models.map((model, index) => (
                      <tr key={model._id}>
                        <td className="nb-cell-strong">{model.name}</td>
                        <Usage item={model} />
                        <td>
                          <OrderButtons
                            name={model.name}
                            index={index}
                            count={selected.models.length}
                            busy={busyId === model._id}
                            onMove={(position) => void run(model._id, () => machinesApi.moveModel(selected._id, model._id, position))}
                          />
                        </td>
                        <td>
                          <div className="nb-list-actions">
                            <RowButton
                              name={model.name}
                              onClick={() =>
                                rename(`Rename ${selected.name} ${model.name}`, 'Model', model.name, (name) =>
                                  machinesApi.renameModel(selected._id, model._id, name),
                                )
                              }
                            >
                              Rename
                            </RowButton>
                            <RowButton danger name={model.name} onClick={() => askDelete({ kind: 'model', make: selected, model })}>
                              Delete
                            </RowButton>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </PlainTable>
              )}
            </Panel>
          )}
        </div>
      )}
      <NameDialog task={naming} onSaved={saved} onClose={() => setNaming(null)} />
      <ConfirmDialog
        show={!!deleting}
        title={`Delete ${deletingName}?`}
        confirmLabel={deleting?.kind === 'model' ? 'Delete model' : 'Delete make'}
        danger
        busy={busyId !== null && !!deleting}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        <p className="m-0">
          {deleting?.kind === 'make'
            ? 'The make goes with its models. Only a make that no product and no customer profile names, nor any of its models, can be deleted.'
            : 'Only a model that no product and no customer profile names can be deleted.'}{' '}
          This cannot be undone.
        </p>
        <FormMessage error={deleteError} />
      </ConfirmDialog>
    </>
  );
}
