/**
 * Content images carry no alt text field, but their files are named after what they show
 * ('/images/content/vacuum-heat-treatment.png'), so that name is the best description we have.
 */
export function describeImage(url: string | undefined): string {
  const name =
    (url ?? '')
      .split(/[?#]/)[0]!
      .split('/')
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '') ?? '';
  const words = name.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
