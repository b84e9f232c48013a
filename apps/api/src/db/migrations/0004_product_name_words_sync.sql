-- Keeps product_name_words (the words the typo-tolerant search corrects to) in step with the
-- product names, in the database so every writer (seeds, the scale generator, a future admin,
-- psql) is covered. Statement-level triggers with transition tables: a bulk insert of 2000
-- products changes each word's count once, not once per product. See decision 007.

-- The words of a name the search can correct a typed word to: lower-case runs of 3+ letters.
-- Sizes, angles and one- or two-letter codes (Ø, mm, R0.8, B) are not what a typo aims at.
CREATE FUNCTION product_name_words_of(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(name), '[^[:alpha:]]+') AS w WHERE length(w) >= 3
$$;
--> statement-breakpoint

-- Adds the words of `added` names and takes away those of `removed` ones; a word no name holds
-- any more is deleted. Words are written in sorted order so two transactions changing the same
-- words lock their rows in the same order and cannot deadlock.
CREATE FUNCTION product_name_words_count(added text[], removed text[]) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  unused text[];
BEGIN
  WITH delta AS (
    SELECT w.word, sum(d.change)::int AS change
    FROM (SELECT unnest(added) AS name, 1 AS change UNION ALL SELECT unnest(removed), -1) AS d
    CROSS JOIN LATERAL product_name_words_of(d.name) AS w(word)
    GROUP BY w.word
    HAVING sum(d.change) <> 0
  ), counted AS (
    INSERT INTO product_name_words AS k (word, products)
    SELECT word, change FROM delta ORDER BY word
    ON CONFLICT (word) DO UPDATE SET products = k.products + excluded.products
    RETURNING k.word, k.products
  )
  SELECT array_agg(word) INTO unused FROM counted WHERE products <= 0;
  IF unused IS NOT NULL THEN
    DELETE FROM product_name_words WHERE word = ANY (unused) AND products <= 0;
  END IF;
END
$$;
--> statement-breakpoint

CREATE FUNCTION product_name_words_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM product_name_words_count(ARRAY(SELECT name FROM new_products), '{}');
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only a changed name changes the words; a price or stock update finds no such row.
    PERFORM product_name_words_count(
      ARRAY(SELECT n.name FROM new_products n LEFT JOIN old_products o ON o.id = n.id WHERE o.name IS DISTINCT FROM n.name),
      ARRAY(SELECT o.name FROM old_products o LEFT JOIN new_products n ON n.id = o.id WHERE n.name IS DISTINCT FROM o.name)
    );
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM product_name_words_count('{}', ARRAY(SELECT name FROM old_products));
  ELSE
    -- TRUNCATE (the scale generator's --reset) has no rows to count: no product, no word.
    DELETE FROM product_name_words;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_name_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_name_words_sync();
--> statement-breakpoint
CREATE TRIGGER products_name_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION product_name_words_sync();
--> statement-breakpoint
CREATE TRIGGER products_name_words_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_products FOR EACH STATEMENT EXECUTE FUNCTION product_name_words_sync();
--> statement-breakpoint
CREATE TRIGGER products_name_words_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION product_name_words_sync();
--> statement-breakpoint
-- The products already there (the triggers above hold writers off until this migration commits).
INSERT INTO product_name_words (word, products)
SELECT w.word, count(*)::int FROM products AS p CROSS JOIN LATERAL product_name_words_of(p.name) AS w(word) GROUP BY w.word;
