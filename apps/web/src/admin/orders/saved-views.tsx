import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SAVED_VIEW_NAME_MAX_LENGTH } from '@northbend/shared';
import { queryString } from '../api/client';
import { adminPaths } from '../paths';
import { useNotify } from '../ui/notices';
import { messageOf, useLoad } from '../ui/use-load';
import { ordersApi } from './orders-api';

/**
 * Saved views (issue 28 item 13): the staff user's own named filters of the orders list, stored by
 * the server, as quick links above the list; 'Save view' keeps the current filters under a name,
 * × deletes one.
 */
export function SavedViews({ filters }: { filters: Record<string, string> }) {
  const notify = useNotify();
  const views = useLoad((signal) => ordersApi.views(signal), 'order-views');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const current = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  const currentQuery = queryString(current);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const answer = await ordersApi.saveView(name.trim(), current);
      notify('success', answer.message);
      setNaming(false);
      setName('');
      views.reload();
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: string, viewName: string) => {
    try {
      await ordersApi.deleteView(id);
      notify('success', `The view “${viewName}” has been deleted.`);
      views.reload();
    } catch (err) {
      notify('error', messageOf(err));
    }
  };

  return (
    <nav className="nb-saved-views" aria-label="Saved views">
      <span className="nb-saved-views__title">Saved views</span>
      <ul className="nb-saved-views__list">
        {views.data?.result.map((v) => {
          const to = `${adminPaths.orders}${queryString(v.filters)}`;
          const here = queryString(v.filters) === currentQuery;
          return (
            <li key={v._id} className={`nb-saved-views__item${here ? ' is-current' : ''}`}>
              <Link to={to} aria-current={here ? 'true' : undefined}>
                {v.name}
              </Link>
              <button
                type="button"
                className="nb-saved-views__delete"
                aria-label={`Delete the view ${v.name}`}
                onClick={() => void remove(v._id, v.name)}
              >
                ×
              </button>
            </li>
          );
        })}
        {views.data && !views.data.result.length && <li className="nb-saved-views__none">None yet: filter the list, then save it.</li>}
      </ul>
      {naming ? (
        <form className="nb-saved-views__form" onSubmit={save}>
          <label className="visually-hidden" htmlFor="saved-view-name">
            Name of the view
          </label>
          <input
            id="saved-view-name"
            className="form-control form-control-sm"
            placeholder="Name of the view"
            maxLength={SAVED_VIEW_NAME_MAX_LENGTH}
            required
            autoFocus
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy || !name.trim()}>
            Save
          </button>
          <button type="button" className="btn btn-sm btn-link" onClick={() => setNaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setNaming(true)}>
          Save view
        </button>
      )}
    </nav>
  );
}
