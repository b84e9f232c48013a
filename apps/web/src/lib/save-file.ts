/**
 * Saves a downloaded file under its name, as the browser's own download: files behind a bearer
 * token (order PDFs, quote drawings, the catalog CSV) are fetched as Blobs, since a plain link
 * cannot carry the token. The object URL goes once the browser has taken the file.
 */
export function saveFile(blob: Blob, fileName: string): void {
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
