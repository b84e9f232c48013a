import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../app/store';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { SkeletonBar } from '../../components/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { useWishlistCards } from './use-wishlist-cards';
import { WishlistCard } from './wishlist-card';
import { WishlistViewToggle, type WishlistView } from './wishlist-view-toggle';
import './wishlist.scss';

const SKELETONS = 4;

/** /user/wishlist (spec section 2): the saved products as a list or a grid. */
export function WishlistPage() {
  usePageTitle('Wishlist');
  const products = useAppSelector((s) => s.wishlist.userWishlistData);
  const ready = useWishlistCards();
  const [view, setView] = useState<WishlistView>('list');

  return (
    <>
      <PageBanner title="Wishlist" />
      <div className="container nb-wishlist">
        {ready && products.length === 0 ? (
          <EmptyState heading="No Wishlist Found">
            <p>Tap the heart on a product to keep it here for your next order.</p>
            <Link to={paths.home} className="btn btn-primary">
              Make your wishlist
            </Link>
          </EmptyState>
        ) : (
          <>
            <div className="nb-wishlist__bar">
              <h2 className="nb-wishlist__title">
                Saved Products {ready && <span className="nb-wishlist__count">({products.length})</span>}
              </h2>
              <WishlistViewToggle view={view} onChange={setView} />
            </div>
            {ready ? (
              <ul className={`nb-wishlist__items nb-wishlist__items--${view}`} aria-label="Wishlist products">
                {products.map((p) => (
                  <li key={p._id}>
                    <WishlistCard product={p} />
                  </li>
                ))}
              </ul>
            ) : (
              <div className={`nb-wishlist__items nb-wishlist__items--${view}`} role="status" aria-label="Loading your wishlist">
                {Array.from({ length: SKELETONS }, (_, i) => (
                  <SkeletonBar key={i} height={view === 'list' ? 180 : 380} />
                ))}
              </div>
            )}
          </>
        )}
      </div>
    </>
  );
}
