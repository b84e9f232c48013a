/** Our own uploads are resized by the image server (apps/api/src/modules/media): a list needs the 160 px one. */
const RESIZABLE = /^\/images\/[^?#]+\.(png|jpe?g|webp)$/i;

export const thumbOf = (url: string): string => (RESIZABLE.test(url) ? `${url}?w=160` : url);
