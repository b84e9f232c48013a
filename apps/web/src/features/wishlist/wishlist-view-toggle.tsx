import { GridIcon, ListIcon } from './wishlist-icons';

export type WishlistView = 'list' | 'grid';

/** List or grid: two toggle buttons, the pressed one shows the current view. */
export function WishlistViewToggle({ view, onChange }: { view: WishlistView; onChange: (view: WishlistView) => void }) {
  return (
    <div className="nb-view-toggle" role="group" aria-label="Wishlist layout">
      <button type="button" className="nb-view-toggle__btn" aria-pressed={view === 'list'} onClick={() => onChange('list')}>
        <ListIcon /> List
      </button>
      <button type="button" className="nb-view-toggle__btn" aria-pressed={view === 'grid'} onClick={() => onChange('grid')}>
        <GridIcon /> Grid
      </button>
    </div>
  );
}
