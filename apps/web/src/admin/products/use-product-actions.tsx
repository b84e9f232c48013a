import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AdminProduct } from '@northbend/shared';
import { adminPaths } from '../paths';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';
import { productsApi } from './products-api';

/** The product a list row or the editor acts on. */
export interface ProductRef {
  _id: string;
  product_name: string;
  archived: boolean;
}

type Action = 'duplicate' | 'archive' | 'restore';

/**
 * Duplicate (then open the copy), archive and restore, for the list's rows and the editor: archive
 * and restore are asked first. `onChanged` gets the product as an archive or a restore left it.
 */
export function useProductActions(onChanged: (product: AdminProduct) => void) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState<{ id: string; action: Action } | null>(null);
  const [asking, setAsking] = useState<{ product: ProductRef; action: 'archive' | 'restore' } | null>(null);

  const duplicate = async (product: ProductRef) => {
    setBusy({ id: product._id, action: 'duplicate' });
    try {
      const copy = await productsApi.duplicate(product._id);
      notify('success', `A copy of ${product.product_name} was made. Give it its own name and part number.`);
      navigate(adminPaths.product(copy.result._id));
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!asking) return;
    const { product, action } = asking;
    setBusy({ id: product._id, action });
    try {
      const answer = await (action === 'archive' ? productsApi.archive(product._id) : productsApi.restore(product._id));
      notify(
        'success',
        action === 'archive' ? `${product.product_name} is archived.` : `${product.product_name} is back in the storefront.`,
      );
      setAsking(null);
      onChanged(answer.result);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      show={asking !== null}
      title={asking ? `${asking.action === 'archive' ? 'Archive' : 'Restore'} ${asking.product.product_name}?` : ''}
      confirmLabel={asking?.action === 'archive' ? 'Archive product' : 'Restore product'}
      danger={asking?.action === 'archive'}
      busy={busy !== null && busy.action !== 'duplicate'}
      onConfirm={() => void confirm()}
      onClose={() => setAsking(null)}
    >
      <p className="m-0">
        {asking?.action === 'archive'
          ? 'It leaves the storefront, search and the sitemap at once. Past orders keep it, and you can restore it at any time.'
          : 'It returns to the storefront, search and the sitemap at once, with its categories and variants as they were.'}
      </p>
    </ConfirmDialog>
  );

  return {
    busy,
    duplicate: (product: ProductRef) => void duplicate(product),
    archive: (product: ProductRef) => setAsking({ product, action: 'archive' }),
    restore: (product: ProductRef) => setAsking({ product, action: 'restore' }),
    dialog,
  };
}
