// Placeholder until the contact form is built.
export function ContactFormBlock({ heading }: { heading?: string; text?: string }) {
  return <section className="container py-5"><h2>{heading || 'Get In Touch'}</h2></section>;
}
