// Plain data and text, no React: the client application's MachinePicker and the contact form's
// island (islands/contact-form/machine-picker.tsx) both use them.

export interface MachinePickerItem {
  value: string;
  name: string;
}

/** Spec section 5: at most the first 2 selected names, then an ellipsis. */
export function pickerSummary(items: MachinePickerItem[], selected: string[]): string {
  const chosen = new Set(selected);
  const names = items.filter((i) => chosen.has(i.value)).map((i) => i.name);
  return names.slice(0, 2).join(', ') + (names.length > 2 ? ', ...' : '');
}
