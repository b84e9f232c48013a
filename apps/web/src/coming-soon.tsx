import { useEffect, useState } from 'react';

interface MainCategory {
  _id: string;
  category_name: string;
  category_image: string;
}

/** Placeholder home until the storefront lands: shows the brand and the live main categories. */
export function ComingSoon() {
  const [categories, setCategories] = useState<MainCategory[]>([]);

  useEffect(() => {
    document.title = 'Home - Northbend Tooling';
    fetch('/api/v1/product/category/public/main/lists')
      .then((r) => r.json())
      .then((body: { data?: { result?: MainCategory[] } }) => setCategories(body.data?.result ?? []))
      .catch(() => setCategories([]));
  }, []);

  return (
    <div className="page">
      <header className="bar">
        <img src="/images/logo.png" alt="Northbend Tooling" height={40} />
      </header>
      <main>
        <section className="hero">
          <h1>Turret punch and press brake tooling, ground to order</h1>
          <p>Our new online shop opens soon. Browse the catalog below; registered customers will see prices and order on account.</p>
          <a className="cta" href="/api/docs">API documentation</a>
        </section>
        <section className="grid" aria-label="Main categories">
          {categories.map((c) => (
            <article key={c._id} className="card">
              <img src={c.category_image || '/images/product-default-1.png'} alt="" loading="lazy" />
              <h2>{c.category_name}</h2>
            </article>
          ))}
        </section>
      </main>
    </div>
  );
}
