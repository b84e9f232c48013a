import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { usePageTitle } from '../../components/use-page-title';
import { CatalogHeader, type Crumb } from './catalog-header';
import { CategoryGrid } from './category-grid';
import { categoryHref } from './category-links';
import { CategoryProducts, useCategoryProductsPage } from './category-products';
import type { CategoryEarly } from './category-loader';
import { SimilarCategories } from './similar-categories';
import { useCategory, useCategoryTrail, useChildCategories, useSiblingCategories } from './use-category';
import './catalog.scss';

interface CategoryScreenProps {
  id: string;
  /** The products page lists products even when the category has sub-categories. */
  productsWithChildren: boolean;
  /** What the route's loader already started for this category. */
  early?: CategoryEarly;
}

/**
 * A category (spec section 2): its name, its child categories as cards, its products when it has
 * no children (or always, on the products page) and a slider of its sibling categories.
 */
export function CategoryScreen({ id, productsWithChildren, early }: CategoryScreenProps) {
  const { data: category, error } = useCategory(id, early?.category);
  const trail = useCategoryTrail(category, early?.trail).data;
  const childLoad = useChildCategories(id, early?.children);
  // Children that fail to load read as none, so the products show instead of endless placeholders.
  const children = childLoad.error ? [] : childLoad.data;
  const siblings = useSiblingCategories(category, early?.siblings).data;
  // The products page loads its products at once, beside the category; a category page only
  // when it turns out to have no children.
  const wantsProducts = productsWithChildren || children?.length === 0;
  const products = useCategoryProductsPage(wantsProducts ? id : undefined, early?.products);
  usePageTitle(category?.category_name ?? (error ? 'Category not found' : 'Category'));

  if (error) {
    return (
      <>
        <CatalogHeader title="Category not found" crumbs={[{ label: 'Shop', to: paths.home }]} />
        <div className="container">
          <EmptyState heading="No category at this address">
            <p>The category may have moved, or the link is incomplete.</p>
            <Link to={paths.home} className="btn btn-primary">
              Back to the shop
            </Link>
          </EmptyState>
        </div>
      </>
    );
  }

  const parent = trail?.at(-1);
  const crumbs: Crumb[] = [
    { label: 'Shop', to: paths.home },
    ...(trail ?? []).map((c, i, all) => ({ label: c.category_name, to: categoryHref(c, all[i - 1]) })),
    ...(category ? [{ label: category.category_name }] : []),
  ];

  return (
    <>
      <CatalogHeader title={category?.category_name} crumbs={trail ? crumbs : [{ label: 'Shop', to: paths.home }]} />
      <div className="container nb-category">
        {/* Until the children are known, placeholders hold the place of what most likely comes. */}
        {(!category || !children) &&
          (productsWithChildren ? <CategoryProducts products={products} /> : <CategoryGrid categories={undefined} />)}
        {category && children && children.length > 0 && <CategoryGrid parent={category} categories={children} />}
        {category && children && wantsProducts && <CategoryProducts categoryName={category.category_name} products={products} />}
        {category && siblings && (!category.parent_category || parent) && <SimilarCategories siblings={siblings} parent={parent} />}
      </div>
    </>
  );
}
