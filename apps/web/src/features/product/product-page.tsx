import { useEffect, type ReactNode } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ProductDetail } from '@northbend/shared';
import { paths } from '../../lib/paths';
import { setMetaTag, usePageTitle } from '../../components/use-page-title';
import { Island } from '../../islands/island-in-app';
import { useIslandsDocument, type IslandsDocument } from '../../islands/islands-document';
import type { IslandName, IslandProps } from '../../islands/names';
import { drawnProductOf, VISITOR_PRODUCT } from '../../islands/product/drawn-product';
import type { productLoader } from './product-loader';
import { ProductSkeleton } from './product-skeleton';
import { ProductHeading, ProductSummary } from './product-summary';
import { SimilarProducts, SimilarProductsRow } from './similar-products';
import { useIslandLists } from './use-island-lists';
import { useProduct } from './use-product';
import './product.scss';

/** Search engines show about 160 characters of a description. */
const META_DESCRIPTION_LENGTH = 160;

/**
 * /{name}/{id}: one product with its variants or its cart buttons, and similar items (spec section
 * 2). What a buyer touches (the gallery, the buying buttons, the variants table) are islands
 * (decision 035): on the server's document they hydrate alone; when the client application draws
 * this page itself, it holds the same islands (IslandInApp), so they have one implementation.
 */
export function ProductPage() {
  const doc = useIslandsDocument();
  const load = useProduct();
  const [params] = useSearchParams();
  const { similar } = useLoaderData<typeof productLoader>();
  const product = load.state === 'ready' ? load.product : null;
  usePageTitle(product?.product_name ?? (load.state === 'missing' ? 'Product Not Found' : 'Product'));
  useIslandLists(!doc);

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

  const islands = islandsOf(doc, product, { variant: params.get('variant'), clearance: params.get('clearance') });
  const hasVariants = product.product_variants_status && product.product_variants.length > 0;
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
          <div className="nb-product__media">{islands.gallery}</div>
          <ProductSummary product={product} buttons={islands.buttons} />
        </div>
      </div>
      {hasVariants && (
        <section className="container nb-product-variants" id="nb-variants" aria-labelledby="nb-variants-title">
          <h2 id="nb-variants-title" className="nb-product-heading">
            Variants
          </h2>
          {islands.variants}
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

/**
 * The product page's islands, drawn for the page's viewer: by the server into its document, or by
 * the client application, which then shares its cart and wishlist with them (useIslandLists).
 */
function islandsOf(
  doc: IslandsDocument | null,
  product: ProductDetail,
  pick: { variant: string | null; clearance: string | null },
): { gallery: ReactNode; buttons: ReactNode; variants: ReactNode } {
  const island = <N extends IslandName>(name: N, props: IslandProps[N]) => <Island key={name} name={name} props={props} />;
  const drawn = doc ? drawnProductOf(doc.layout, product._id) : VISITOR_PRODUCT;
  return {
    gallery: island('product-gallery', { name: product.product_name, images: product.product_images }),
    buttons: island('product-actions', { productId: product._id, hasVariants: product.product_variants_status, drawn }),
    variants: island('variants-table', {
      productId: product._id,
      productName: product.product_name,
      variants: product.product_variants,
      productQuantity: product.product_quantity,
      pick,
      drawn,
    }),
  };
}
