import type { CartItem, Category, PageLink } from '@northbend/shared';
import { createContext, useContext, type ReactNode } from 'react';
import type { IslandWhen } from './kinds';
import type { IslandName, IslandProps } from './names';
import type { DrawnSession } from './session-store';

/**
 * What every public page's frame shows that the server asks for once: the page directory, the main
 * categories, and the customer the page is drawn for (the page cookie; absent for a visitor).
 */
export interface LayoutData {
  pages: PageLink[];
  categories: Category[];
  session?: DrawnSession;
  /** The customer's cart lines and wished-for product ids, for the parts that show them (the product's buttons). */
  viewerLists?: { cart: CartItem[]; wishlistIds: string[] };
}

/**
 * Given by the server while it renders a page as a document with islands (decision 035): the
 * page's parts draw their interactive pieces through `island` (plain HTML plus the props the
 * browser hydrates them with) and read the frame's data from `layout`. Absent in the client
 * application, whose parts draw their React selves.
 */
export interface IslandsDocument {
  island<N extends IslandName>(name: N, props: IslandProps[N], when?: IslandWhen): ReactNode;
  layout: LayoutData;
}

export const IslandsDocumentContext = createContext<IslandsDocument | null>(null);

/** The island document being rendered on the server, or null in the client application. */
export const useIslandsDocument = (): IslandsDocument | null => useContext(IslandsDocumentContext);
