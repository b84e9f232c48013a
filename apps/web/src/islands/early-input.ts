/**
 * What a buyer typed, ticked or chose inside an island before it woke (a quick visitor on a slow
 * phone). The server drew the fields; hydration gives them the island's own state, which knows
 * nothing of it, and its next render would put the fields back. So the changes are read before
 * hydration and handed to the island after it as the browser's own input and change events, which
 * its handlers take as if the buyer had just made them.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isTick = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changed(field: Field): boolean {
  if (isTick(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

/** Reads the island's changed fields now; the function it returns gives them back to the island. */
export function keepEarlyInput(element: HTMLElement): () => void {
  const kept = [...element.querySelectorAll<Field>('input, textarea, select')]
    .filter((field) => field.type !== 'hidden' && changed(field))
    .map((field) => ({ field, value: field.value, checked: isTick(field) ? field.checked : false }));
  return () => {
    for (const { field, value, checked } of kept) {
      // A field the island drew anew (its markup differed) is no longer the one the buyer used.
      if (!field.isConnected) continue;
      if (isTick(field)) field.checked = checked;
      else field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}
