import { useEffect, type ReactNode } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { useIslandsDocument, type IslandsDocument } from '../../islands/islands-document';
import { drawnProductOf } from '../../islands/product/drawn-product';
import { paths } from '../../lib/paths';
import { setMetaTag, usePageTitle } from '../../components/use-page-title';
import { ProductActions, useProductActions } from './product-actions';
import { ProductGallery } from './product-gallery';
import { ProductSkeleton } from './product-skeleton';
import { ProductHeading, ProductSummary } from './product-summary';
import type { ProductDetail } from '@northbend/shared';
import type { productLoader } from './product-loader';
import { SimilarProducts, SimilarProductsRow } from './similar-products';
import { useProduct } from './use-product';
import { VariantsTable } from './variants-table';
import { WishlistButton } from './wishlist-button';
import './product.scss';

/** Search engines show about 160 characters of a description. */
const META_DESCRIPTION_LENGTH = 160;

/** /{name}/{id}: one product with its variants or its cart buttons, and similar items (spec section 2). */
export function ProductPage() {
  const doc = useIslandsDocument();
  const load = useProduct();
  const [params] = useSearchParams();
  const { similar } = useLoaderData<typeof productLoader>();
  const product = load.state === 'ready' ? load.product : null;
  const actions = useProductActions(product);
  usePageTitle(product?.product_name ?? (load.state === 'missing' ? 'Product Not Found' : 'Product'));

  useEffect(() => {
    if (product) setMetaTag('description', product.product_description.slice(0, META_DESCRIPTION_LENGTH));
  }, [product]);

  if (load.state === 'loading') return <ProductSkeleton />;
  if (!product) {
    return (
      <section className="container nb-product-missing">
        <h1>This product was not found.</h1>
        <p>It may have been renamed or taken out of the catalog.</p>
        <Link to={paths.home} className="btn btn-primary">
          Browse the shop
        </Link>
      </section>
    );
  }

  const hasVariants = product.product_variants_status && product.product_variants.length > 0;
  // On the server, for a document with islands (decision 035): the parts a buyer touches are islands.
  const islands = doc && islandsOf(doc, product, { variant: params.get('variant'), clearance: params.get('clearance') });
  return (
    <>
      <nav className="container nb-breadcrumb" aria-label="Breadcrumb">
        <Link to={paths.home}>Shop</Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{product.product_name}</span>
      </nav>
      <div className="container nb-product">
        {/* Phones: heading, drawing, then the rest; from lg up the drawing sits left of both. */}
        <div className="nb-product__layout">
          <ProductHeading product={product} />
          <div className="nb-product__media">
            {islands?.gallery ?? <ProductGallery name={product.product_name} images={product.product_images} />}
          </div>
          <ProductSummary
            product={product}
            buttons={islands?.buttons}
            actions={
              <ProductActions
                inCart={actions.inCart}
                adding={actions.adding}
                inWishlist={actions.inWishlist}
                onAddToCart={actions.addProduct}
                onToggleWishlist={actions.toggleWishlist}
              />
            }
            wishlist={<WishlistButton inWishlist={actions.inWishlist} onToggle={actions.toggleWishlist} />}
          />
        </div>
      </div>
      {hasVariants && (
        <section className="container nb-product-variants" id="nb-variants" aria-labelledby="nb-variants-title">
          <h2 id="nb-variants-title" className="nb-product-heading">
            Variants
          </h2>
          {islands?.variants ?? (
            <VariantsTable
              productName={product.product_name}
              variants={product.product_variants}
              productQuantity={product.product_quantity}
              cartVariants={actions.cartVariants}
              onAddVariant={actions.isCustomer ? actions.addVariant : undefined}
              onVariantQuantity={actions.isCustomer ? actions.setVariantQuantity : undefined}
              onRemoveVariant={actions.isCustomer ? actions.removeVariant : undefined}
            />
          )}
        </section>
      )}
      {doc ? (
        <SimilarProductsRow items={similar?.result?.value ?? []} />
      ) : (
        <SimilarProducts key={product._id} productId={product._id} categoryIds={product.product_category_ids} />
      )}
    </>
  );
}

/** The product page's islands: the gallery, the buying buttons and the variants table, drawn for the page's viewer. */
function islandsOf(
  doc: IslandsDocument,
  product: ProductDetail,
  pick: { variant: string | null; clearance: string | null },
): { gallery: ReactNode; buttons: ReactNode; variants: ReactNode } {
  const drawn = drawnProductOf(doc.layout, product._id);
  return {
    gallery: doc.island('product-gallery', { name: product.product_name, images: product.product_images }),
    buttons: doc.island('product-actions', { productId: product._id, hasVariants: product.product_variants_status, drawn }),
    variants: doc.island('variants-table', {
      productId: product._id,
      productName: product.product_name,
      variants: product.product_variants,
      productQuantity: product.product_quantity,
      pick,
      drawn,
    }),
  };
}
