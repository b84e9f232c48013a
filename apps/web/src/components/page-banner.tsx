/** The dark title band that opens inner pages (cart, wishlist, orders, legal pages). */
export function PageBanner({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <section className="nb-banner">
      <div className="container">
        <h1 className="nb-banner__title">{title}</h1>
        {subtitle && <p className="nb-banner__subtitle">{subtitle}</p>}
      </div>
    </section>
  );
}
