/** The side navigation's line icons (24 × 24, stroke in the text colour). */
const PATHS = {
  dashboard: 'M4 13h6V4H4zM14 20h6V11h-6zM4 20h6v-3H4zM14 7h6V4h-6z',
  orders: 'M6 3h12l1 4H5zM5 7h14v13H5zM9 11h6',
  customers: 'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6M21 19v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  companies: 'M3 21h18M5 21V5l7-2v18M12 8h7v13M8 8h1M8 12h1M8 16h1M15 12h1M15 16h1',
  enquiries: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  quotes: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h4M15 16h1',
  staff: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  audit: 'M8 4h10v16H6V6zM9 9h6M9 13h6M9 17h3',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M5 20a7 7 0 0 1 14 0',
  products: 'M4 8l8-4 8 4-8 4zM4 8v8l8 4 8-4V8M12 12v8',
  content: 'M5 3h14v18H5zM8 7h8M8 11h8M8 15h5',
  categories: 'M4 4h6v6H4zM14 7h6M7 10v7h7M14 14h6v6h-6z',
  machines: 'M3 20h18M5 20V9l7-4 7 4v11M9 20v-6h6v6M9 10h6',
  keywords: 'M4 6h16M4 12h10M4 18h7M17 15l2 2 3-4',
  csv: 'M4 4h11l5 5v11H4zM14 4v6h6M12 12v6M9 15l3 3 3-3',
  jobs: 'M3 6h18v12H3zM3 6l9 7 9-7',
  books: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11M9 8h6',
  receivables: 'M4 4h16v16H4zM8 15v2M12 11v6M16 8v9',
  prices: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01M9 16l6-6',
} as const;
export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg className="nb-nav__icon" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
