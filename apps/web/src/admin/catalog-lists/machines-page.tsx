import { useState } from 'react';
import type { AdminMachineMake, AdminMachineModel } from '@northbend/shared';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormMessage } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { Empty, LoadError, Loading } from '../ui/states';
import { TableWrap } from '../ui/table-wrap';
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
            <TableWrap label="Machine makes" busy={loading}>
              <table className="table nb-table">
                <caption className="visually-hidden">Machine makes; choose one to see its models</caption>
                <thead>
                  <tr>
                    <th scope="col">Make</th>
                    <th scope="col" className="nb-num">
                      Models
                    </th>
                    <th scope="col" className="nb-num">
                      Products
                    </th>
                    <th scope="col" className="nb-num">
                      Customers
                    </th>
                    <th scope="col">Order</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
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
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary"
                            onClick={() =>
                              setNaming({
                                title: `Rename ${make.name}`,
                                label: 'Make',
                                submitLabel: 'Rename',
                                initial: make.name,
                                save: async (name) => (await machinesApi.renameMake(make._id, name)).message,
                              })
                            }
                          >
                            Rename<span className="visually-hidden"> {make.name}</span>
                          </button>
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-danger"
                            onClick={() => {
                              setDeleteError(null);
                              setDeleting({ kind: 'make', make });
                            }}
                          >
                            Delete<span className="visually-hidden"> {make.name}</span>
                          </button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
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
                <TableWrap label={`Models of ${selected.name}`} busy={loading}>
                  <table className="table nb-table">
                    <caption className="visually-hidden">Models of {selected.name}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Model</th>
                        <th scope="col" className="nb-num">
                          Products
                        </th>
                        <th scope="col" className="nb-num">
                          Customers
                        </th>
                        <th scope="col">Order</th>
                        <th scope="col">
                          <span className="visually-hidden">Actions</span>
                        </th>
                      </tr>
                    </thead>
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
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-primary"
                                onClick={() =>
                                  setNaming({
                                    title: `Rename ${selected.name} ${model.name}`,
                                    label: 'Model',
                                    submitLabel: 'Rename',
                                    initial: model.name,
                                    save: async (name) => (await machinesApi.renameModel(selected._id, model._id, name)).message,
                                  })
                                }
                              >
                                Rename<span className="visually-hidden"> {model.name}</span>
                              </button>
                              <button
                                type="button"
                                className="btn btn-sm btn-outline-danger"
                                onClick={() => {
                                  setDeleteError(null);
                                  setDeleting({ kind: 'model', make: selected, model });
                                }}
                              >
                                Delete<span className="visually-hidden"> {model.name}</span>
                              </button>
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableWrap>
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
