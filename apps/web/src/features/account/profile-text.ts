import { ADDRESS_PREVIEW_LENGTH } from '@northbend/shared';

/** Two letters of the customer's name, for the avatar when there is no photo. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : words[0].slice(0, 2);
  return letters.toUpperCase();
}

/** The 'Your Address' card: the first 20 characters plus '...' when longer (spec sections 2 and 9). */
export function addressPreview(address: string): string {
  const text = address.trim();
  return text.length > ADDRESS_PREVIEW_LENGTH ? `${text.slice(0, ADDRESS_PREVIEW_LENGTH)}...` : text;
}
