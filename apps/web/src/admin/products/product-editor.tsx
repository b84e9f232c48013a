import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AdminProduct } from '@northbend/shared';
import { adminPaths } from '../paths';
import { BusyButton } from '../ui/fields';
import { formatDateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { messageOf } from '../ui/use-load';
import type { CatalogLookups } from './catalog-lookups';
import { CategoryPicker } from './category-picker';
import { DetailsFields } from './details-fields';
import { ImagesEditor } from './images-editor';
import { KeywordsPicker } from './keywords-picker';
import { MachinesPicker } from './machines-picker';
import { fieldKey, messagesUnder } from './product-errors';
import { emptyProduct, productForm, toInput } from './product-form';
import { productsApi } from './products-api';
import { SaveBar, type BarNotice } from './save-bar';
import { placeServerMessage } from './server-message';
import { UnsavedGuard } from './unsaved-guard';
import { useProductActions } from './use-product-actions';
import { useProductEditor } from './use-product-editor';
import { VariantsEditor } from './variants-editor';
import { VariantsPreview } from './variants-preview';
import { ShippingFields } from './shipping-fields';
import { ProductBreaks } from './product-breaks';
import { isLive, ProductStatusBadge, ProductStatusPanel, savedNoteOf } from './product-status';

interface ProductEditorProps {
  /** Absent for a new product. */
  product?: AdminProduct;
  lookups: CatalogLookups;
  /** The product as the server has it now (after a save, an archive or a restore). */
  onProduct: (product: AdminProduct) => void;
  /** Set when the page was reached right after creating the product. */
  createdAt?: string;
}

/**
 * The product form (create and edit): details, images, categories, machines and keywords, the
 * variants with their own fields, and a live preview of the storefront's variants table. Checked
 * with the shared ProductInput as it is typed; saved with one call; a blocked leave asks first.
 */
export function ProductEditor({ product, lookups, onProduct, createdAt }: ProductEditorProps) {
  const navigate = useNavigate();
  const editor = useProductEditor(product ? productForm(product) : emptyProduct());
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<BarNotice>(createdAt ? { kind: 'saved', at: createdAt } : null);
  // Leaving right after a save is not leaving unsaved work, whatever the last render thought.
  const leaving = useRef(false);
  const dirty = useRef(editor.dirty);
  dirty.current = editor.dirty;
  const unsaved = useCallback(() => dirty.current && !leaving.current, []);

  // Archive and restore from the header change the status the form holds, not only the page's product.
  const actions = useProductActions((p) => {
    editor.adoptStatus(p);
    onProduct(p);
  });

  const onOpen = (key: string, on: boolean) =>
    setOpen((keys) => {
      const next = new Set(keys);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const focusFirstProblem = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('.nb-pf [aria-invalid="true"], .nb-pf .is-invalid input')?.focus());

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    editor.revealAll();
    const { errors, form } = editor;
    if (errors.size > 0) {
      setOpen(
        new Set([...open, ...form.product_variants.filter((v) => messagesUnder(errors, fieldKey.variant(v.key)).length).map((v) => v.key)]),
      );
      setNotice({ kind: 'invalid' });
      focusFirstProblem();
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      if (!product) {
        const created = await productsApi.create(toInput(form));
        leaving.current = true;
        navigate(adminPaths.product(created.result._id), { replace: true, state: { createdAt: new Date().toISOString() } });
        return;
      }
      await productsApi.update(product._id, toInput(form));
      const fresh = (await productsApi.get(product._id)).result;
      // New variants got their ids: the form takes the saved product, so a second save changes them, not adds them again.
      editor.markSaved(productForm(fresh));
      setOpen(new Set());
      onProduct(fresh);
      setNotice({ kind: 'saved', at: new Date().toISOString() });
    } catch (err) {
      const message = messageOf(err);
      const place = placeServerMessage(form, message);
      if (place) {
        editor.setServerErrors(new Map([[place.key, message]]));
        if (place.variantKey) onOpen(place.variantKey, true);
        focusFirstProblem();
      }
      setNotice({ kind: 'error', text: `Not saved: ${message}` });
    } finally {
      setSaving(false);
    }
  };

  const name = product?.product_name ?? 'New product';
  // Counted live once a save was refused for them, so the bar follows the fixes.
  const problems = notice?.kind === 'invalid' ? editor.errors.size : 0;
  const ref = product && { _id: product._id, product_name: product.product_name, archived: product.archived };

  return (
    <>
      <PageHeader
        title={name}
        back={{ to: adminPaths.products, label: 'Products' }}
        meta={
          product && (
            <>
              <span className="nb-mono">{product.product_sku}</span>
              <ProductStatusBadge product={product} />
              <span>Updated {formatDateTime(product.updated_at)}</span>
            </>
          )
        }
        actions={
          ref && (
            <>
              {isLive(product) && (
                <a className="btn btn-sm btn-outline-primary" href={product.storefront_path} target="_blank" rel="noopener noreferrer">
                  View in storefront<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
              <BusyButton
                busy={actions.busy?.action === 'duplicate'}
                className="btn btn-sm btn-outline-primary"
                onClick={() => actions.duplicate(ref)}
              >
                Duplicate
              </BusyButton>
              {!product.archived && (
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => actions.archive(ref)}>
                  Archive
                </button>
              )}
            </>
          )
        }
      />
      {ref && product.archived && (
        <div className="alert alert-warning nb-pf-archived" role="status">
          <span>
            <strong>Archived {formatDateTime(product.archived_at)}.</strong> It is not in the storefront, search or the sitemap; past orders
            keep it.
          </span>
          <button type="button" className="btn btn-sm btn-outline-dark" onClick={() => actions.restore(ref)}>
            Restore
          </button>
        </div>
      )}
      <form className="nb-pf" noValidate onSubmit={(e) => void save(e)} aria-label={product ? `Edit ${name}` : 'New product'}>
        <div className="nb-pf__columns">
          <div className="nb-pf__main">
            <Panel id="product-details" title="Product">
              <DetailsFields editor={editor} productId={product?._id} />
            </Panel>
            <Panel id="product-images" title={`Images (${editor.form.product_images.length})`}>
              <ImagesEditor editor={editor} />
            </Panel>
            <div className="nb-pf__after-side">
              <Panel id="product-keywords" title="Sheet keywords">
                <KeywordsPicker editor={editor} dropdowns={lookups.keywords} />
              </Panel>
            </div>
          </div>
          <div className="nb-pf__side">
            <ProductStatusPanel editor={editor} isNew={!product} />
            <Panel id="product-categories" title="Categories">
              <CategoryPicker editor={editor} categories={lookups.categories} />
            </Panel>
            <Panel id="product-machines" title="Machines">
              <MachinesPicker editor={editor} makes={lookups.makes} />
            </Panel>
            <Panel id="product-shipping" title="Shipping">
              <ShippingFields editor={editor} />
            </Panel>
          </div>
        </div>
        <Panel id="product-variants" title={`Variants (${editor.form.product_variants.length})`} padded={false}>
          <VariantsEditor editor={editor} open={open} onOpen={onOpen} />
        </Panel>
        <Panel id="product-breaks" title="Volume breaks">
          <ProductBreaks editor={editor} />
        </Panel>
        <Panel id="product-preview" title="Storefront preview">
          <p className="nb-pf-hint nb-pf-preview-note">
            The variants table as a signed-in customer sees it, with your unsaved changes. Open a variant’s options to try sizes: they are
            checked as in the storefront.
          </p>
          <VariantsPreview productName={editor.form.product_name} variants={editor.form.product_variants} />
        </Panel>
        <SaveBar
          notice={notice}
          problems={problems}
          dirty={editor.dirty}
          saving={saving}
          isNew={!product}
          savedNote={product && savedNoteOf(product)}
        />
      </form>
      <UnsavedGuard when={unsaved} what={product ? product.product_name : 'the new product'} />
      {actions.dialog}
    </>
  );
}
