import { saveFile } from '../../lib/save-file';
import { getOrderDocument } from './orders-api';

/**
 * Fetches a protected file with the bearer token and saves it under `fileName`: a plain link
 * cannot carry the token. The object URL is released once the browser has taken the file.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  saveFile(await getOrderDocument(url), fileName);
}
