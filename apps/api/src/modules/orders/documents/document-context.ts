import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../../config.js';
import type { DocumentContext } from './order-document.js';
import { sellerOf } from './seller.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Seller and logo for the order PDFs. The logo is `${imagesDir}/logo.png` (the demo seed renders
 * it); read on each call, it is a few kilobytes. Anything but a PNG is left out rather than
 * letting pdfkit fail the download: the brand name is printed instead. The remittance account is
 * what Net 30 invoices print under 'How to pay'.
 */
export async function documentContext(config: Pick<Config, 'brandName' | 'imagesDir' | 'remittance'>): Promise<DocumentContext> {
  const logo = await readFile(join(config.imagesDir, 'logo.png')).catch(() => null);
  return {
    seller: sellerOf(config.brandName),
    logo: logo && logo.subarray(0, 8).equals(PNG_SIGNATURE) ? logo : null,
    remittance: config.remittance,
  };
}
