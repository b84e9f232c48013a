import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setShopTimeZone, shopDate, shopTimeZone } from '../../lib/shop-time';
import { formatDate, formatDateTime } from './format';

// 03:30 UTC on Nov 28: still Nov 27 in Detroit (the shop's default zone), Nov 28 in Tokyo.
const REQUESTED = '2026-11-28T03:30:00Z';

describe("the shop's time zone in the back office and the storefront", () => {
  afterEach(() => {
    document.head.querySelector('meta[name="shop-time-zone"]')?.remove();
    setShopTimeZone(undefined);
  });

  it('shows the day the shop sees on the storefront and in the back office alike (issue 28: "Requested Nov 27" and Nov 28)', () => {
    expect(shopTimeZone()).toBe('America/Detroit');
    render(
      <p>
        Requested {shopDate(REQUESTED)} · back office {formatDate(REQUESTED)} · {formatDateTime(REQUESTED)}
      </p>,
    );
    expect(screen.getByText('Requested Nov 27, 2026 · back office Nov 27, 2026 · Nov 27, 2026, 10:30 PM')).toBeTruthy();
  });

  it('reads the zone the server named in the page, and keeps the default for one Intl does not know', () => {
    const meta = document.createElement('meta');
    meta.name = 'shop-time-zone';
    meta.content = 'Asia/Tokyo';
    document.head.append(meta);
    expect(shopTimeZone()).toBe('Asia/Tokyo');
    expect(formatDate(REQUESTED)).toBe('Nov 28, 2026');
    expect(shopDate(REQUESTED)).toBe('Nov 28, 2026');
    meta.content = 'Mars/Olympus';
    setShopTimeZone(undefined);
    expect(shopTimeZone()).toBe('America/Detroit');
  });
});
