import { getOrderDocument } from './orders-api';

/**
 * Fetches a protected file with the bearer token and saves it under `fileName`: a plain link
 * cannot carry the token. The object URL is released once the browser has taken the file.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const blob = await getOrderDocument(url);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
