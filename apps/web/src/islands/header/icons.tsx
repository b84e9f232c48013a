/** @jsxImportSource preact */
import { ICON_PATHS } from '../../features/layout/header-links';

/** The header's line icons in the island (the client application's are features/layout/icons.tsx). */
export function Icon({ name }: { name: keyof typeof ICON_PATHS }) {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="1.8"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}

export function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" stroke-width="1.6" />
    </svg>
  );
}
