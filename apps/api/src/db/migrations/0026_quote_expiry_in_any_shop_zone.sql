-- The guard of migration 0011 compared a quote's valid_until with today in America/Detroit. The
-- shop's zone is a setting now (SHOP_TIMEZONE, decision 030), and the API decides expiry in it
-- (accepting, the cart, the order). The guard stays as the database's backstop, but it must never
-- refuse what the API accepted in any configured zone: a shop in Los Angeles orders at 10 pm a
-- quote valid through that day, when Detroit's day has already turned. So it refuses only a quote
-- whose day is over everywhere: at the earliest time zone on Earth, UTC-12 ('Etc/GMT+12' in POSIX's
-- inverted sign).
CREATE OR REPLACE FUNCTION quote_requests_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Ordered' AND (NEW.status <> 'Ordered' OR NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    RAISE EXCEPTION 'quote % is already ordered', OLD.number USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status = 'Ordered' AND OLD.status <> 'Ordered' THEN
    IF OLD.status <> 'Quoted' THEN
      RAISE EXCEPTION 'quote % has no offer to order', OLD.number USING ERRCODE = 'check_violation';
    END IF;
    -- Over in every time zone: the API has already refused it in the shop's own.
    IF NEW.valid_until < (now() AT TIME ZONE 'Etc/GMT+12')::date THEN
      RAISE EXCEPTION 'quote % expired on %', OLD.number, NEW.valid_until USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
