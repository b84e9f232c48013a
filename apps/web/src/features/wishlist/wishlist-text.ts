import { WISHLIST_DESCRIPTION_LENGTH, WISHLIST_NAME_LENGTH } from '@northbend/shared';

/** The first `length` characters plus '...' when the text is longer (spec section 9 cuts). */
export function cutText(text: string, length: number): string {
  const trimmed = text.trim();
  return trimmed.length > length ? `${trimmed.slice(0, length).trimEnd()}...` : trimmed;
}

/** Wishlist cards cut product names at 28 characters. */
export const cardName = (name: string) => cutText(name, WISHLIST_NAME_LENGTH);

/** Wishlist cards cut descriptions at 120 characters. */
export const cardDescription = (description: string) => cutText(description, WISHLIST_DESCRIPTION_LENGTH);
