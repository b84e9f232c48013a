-- Search by size (issue 16): every size a product name states, in mm, so "round punch 28",
-- "Ø 28", "1.102 in" and "1-1/4" find "… Round Punch Ø 28.0 mm …" and rank the closest sizes
-- first. The full-text search cannot: it reads "28.0" as one token that "28" does not match.
-- Kept in step by the database like product_name_words (0004), so every writer is covered.

-- The sizes of a name in mm, rounded to 0.01 mm: every number, with `mm` or no unit read as mm,
-- `"`, `in` or `inch` and fractions ("1-1/4", "3/4") read as inches. Angles (88°) are no size.
-- The query side (modules/catalog/search-terms.ts) reads typed sizes by the same rules.
CREATE FUNCTION product_sizes_of(name text) RETURNS SETOF numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT round(CASE
      WHEN m[3] IS NOT NULL THEN (coalesce(m[1]::numeric, 0) + m[2]::numeric / nullif(m[3]::numeric, 0)) * 25.4
      WHEN m[4] IN ('"', 'in', 'inch', 'inches') THEN m[2]::numeric * 25.4
      ELSE m[2]::numeric
    END, 2)
  FROM regexp_matches(lower(name), '(?:(\d{1,4})[ -](?=\d{1,3}/\d))?(\d{1,6}(?:\.\d{1,4})?)(?:/(\d{1,3}))?\s*(mm|"|inch(?:es)?\M|in\M|°)?', 'g') AS m
  WHERE m[4] IS DISTINCT FROM '°'
$$;
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"size_mm" numeric(10, 2) NOT NULL,
	PRIMARY KEY ("product_id", "size_mm")
);
--> statement-breakpoint
CREATE INDEX "product_sizes_size_idx" ON "product_sizes" USING btree ("size_mm", "product_id");
--> statement-breakpoint
-- Inserted products add their sizes; a renamed product's sizes are read again. Deleted products
-- (and TRUNCATE … CASCADE, the scale generator's --reset) lose theirs through the foreign key.
CREATE FUNCTION product_sizes_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM product_sizes s USING new_products n JOIN old_products o ON o.id = n.id
    WHERE s.product_id = n.id AND o.name IS DISTINCT FROM n.name;
    INSERT INTO product_sizes (product_id, size_mm)
    SELECT n.id, z.size FROM new_products n JOIN old_products o ON o.id = n.id CROSS JOIN LATERAL product_sizes_of(n.name) AS z(size)
    WHERE o.name IS DISTINCT FROM n.name AND z.size > 0
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO product_sizes (product_id, size_mm)
    SELECT n.id, z.size FROM new_products n CROSS JOIN LATERAL product_sizes_of(n.name) AS z(size)
    WHERE z.size > 0
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_sizes_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_sizes_sync();
--> statement-breakpoint
CREATE TRIGGER products_sizes_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_sizes_sync();
--> statement-breakpoint
-- The products already there (the triggers above hold writers off until this migration commits).
INSERT INTO product_sizes (product_id, size_mm)
SELECT p.id, z.size FROM products AS p CROSS JOIN LATERAL product_sizes_of(p.name) AS z(size)
WHERE z.size > 0
ON CONFLICT DO NOTHING;
