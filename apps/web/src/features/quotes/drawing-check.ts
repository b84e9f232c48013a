import { QUOTE_DRAWING_MAX_BYTES, QUOTE_TEXTS } from '@northbend/shared';

// Names the browser can judge; the server reads the content (a renamed file is refused there).
const EXTENSIONS = /\.(pdf|png|jpe?g|dxf)$/i;

/** Why a chosen drawing cannot be sent, in the server's words, or '' when it can. */
export function drawingProblem(file: { name: string; size: number }): string {
  if (!EXTENSIONS.test(file.name)) return QUOTE_TEXTS.drawingType;
  if (file.size > QUOTE_DRAWING_MAX_BYTES) return QUOTE_TEXTS.drawingTooLarge;
  return '';
}

/** '2.4 MB', '180 KB': a drawing's size as a buyer reads it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
