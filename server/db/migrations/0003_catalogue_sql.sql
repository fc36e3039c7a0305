-- Catalogue indexes that drizzle's schema cannot express (issue 3).
-- Product search: ILIKE '%term%' over name, model, model_code and vendor_code joined by a unit separator
-- (U+001F, so a match never spans two fields), served by ONE pg_trgm GIN expression index; the query
-- must repeat the expression exactly (server/modules/product/products.ts productSearch). A GIN index
-- over the four columns needs four bitmap scans OR-ed together and the planner prices it above a
-- sequential scan. PGlite loads the pg_trgm extension in server/db/connect.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm" ON "products" USING gin (("name" || E'\x1f' || "model" || E'\x1f' || "model_code" || E'\x1f' || "vendor_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_company_type" ON "products" USING btree ("company_id", "type_id", "is_active", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_vendor_group" ON "products" USING btree ("company_id", "vendor_code", "type_id", "model") WHERE "is_active";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_types_company" ON "product_types" USING btree ("company_id", "is_active", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "size_types_company" ON "size_types" USING btree ("company_id", "is_active", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sizes_company_type" ON "sizes" USING btree ("company_id", "type_id", "is_active");

--> statement-breakpoint
-- product_group_counts: per (company, type) the number of active products and of distinct active
-- (vendor_code, type, model) groups, kept by a row trigger on products (any writer: API, seeds, imports).
-- Writers of one (company, type) take turns on its counter row (product writes are rare); the existence
-- check runs after the lock, so two concurrent inserts of one new group count it once.
CREATE OR REPLACE FUNCTION product_group_counts_apply(p_company integer, p_type integer, p_vendor text, p_model text, p_id integer, p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_group_counts (company_id, type_id, products, groups) VALUES (p_company, p_type, 0, 0)
  ON CONFLICT (company_id, type_id) DO NOTHING;
  PERFORM 1 FROM product_group_counts WHERE company_id = p_company AND type_id = p_type FOR UPDATE;
  UPDATE product_group_counts
     SET products = products + p_sign,
         groups = groups + CASE WHEN EXISTS (
           SELECT 1 FROM products
            WHERE company_id = p_company AND is_active AND vendor_code = p_vendor AND type_id = p_type AND model = p_model AND id <> p_id
         ) THEN 0 ELSE p_sign END
   WHERE company_id = p_company AND type_id = p_type;
END
$$;--> statement-breakpoint
-- Units in stock of active products per (company, place, type): stock_unit_totals + the pending
-- stock_unit_deltas. A stock move (any INSERT/UPDATE of placements, i.e. server/ledger) APPENDS one delta
-- row: no shared row is updated, so concurrent sales never wait on each other or deadlock here.
CREATE OR REPLACE FUNCTION placements_unit_deltas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  t integer;
  d bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN d := NEW.quantity;
  ELSIF TG_OP = 'UPDATE' THEN d := NEW.quantity - OLD.quantity;
  ELSE d := -OLD.quantity;
  END IF;
  IF d = 0 THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT type_id INTO t FROM products WHERE id = OLD.product_id AND is_active;
    IF FOUND THEN INSERT INTO stock_unit_deltas (company_id, place_id, type_id, units) VALUES (OLD.company_id, OLD.place_id, t, d); END IF;
  ELSE
    SELECT type_id INTO t FROM products WHERE id = NEW.product_id AND is_active;
    IF FOUND THEN INSERT INTO stock_unit_deltas (company_id, place_id, type_id, units) VALUES (NEW.company_id, NEW.place_id, t, d); END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS placements_unit_deltas ON placements;--> statement-breakpoint
CREATE TRIGGER placements_unit_deltas AFTER INSERT OR UPDATE OF quantity OR DELETE ON placements FOR EACH ROW EXECUTE FUNCTION placements_unit_deltas();--> statement-breakpoint
-- A product that is (de)activated or changes type takes its stock out of / into the buckets. Its placement
-- rows are locked first (in the ledger's lock order), so a stock move of the product in flight either
-- commits before the sum is taken or sees the product's new state in its own trigger.
CREATE OR REPLACE FUNCTION stock_units_move_product(o products, n products) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM placements WHERE product_id = n.id ORDER BY size_id, place_id FOR UPDATE;
  IF o.is_active THEN
    INSERT INTO stock_unit_deltas (company_id, place_id, type_id, units)
    SELECT o.company_id, place_id, o.type_id, -sum(quantity) FROM placements WHERE product_id = o.id GROUP BY place_id HAVING sum(quantity) <> 0;
  END IF;
  IF n.is_active THEN
    INSERT INTO stock_unit_deltas (company_id, place_id, type_id, units)
    SELECT n.company_id, place_id, n.type_id, sum(quantity) FROM placements WHERE product_id = n.id GROUP BY place_id HAVING sum(quantity) <> 0;
  END IF;
END
$$;--> statement-breakpoint
-- Fold a company's committed deltas into its totals (safe to run concurrently: a delta row is deleted once).
CREATE OR REPLACE FUNCTION stock_unit_totals_compact(p_company integer) RETURNS void LANGUAGE sql AS $$
  WITH moved AS (
    DELETE FROM stock_unit_deltas WHERE company_id = p_company RETURNING place_id, type_id, units
  )
  INSERT INTO stock_unit_totals (company_id, place_id, type_id, units)
  SELECT p_company, place_id, type_id, sum(units) FROM moved GROUP BY place_id, type_id ORDER BY place_id, type_id
  ON CONFLICT (company_id, place_id, type_id) DO UPDATE SET units = stock_unit_totals.units + excluded.units;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_group_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.is_active THEN PERFORM product_group_counts_apply(NEW.company_id, NEW.type_id, NEW.vendor_code, NEW.model, NEW.id, 1); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.is_active THEN PERFORM product_group_counts_apply(OLD.company_id, OLD.type_id, OLD.vendor_code, OLD.model, OLD.id, -1); END IF;
  ELSIF (OLD.is_active, OLD.company_id, OLD.type_id, OLD.vendor_code, OLD.model) IS DISTINCT FROM (NEW.is_active, NEW.company_id, NEW.type_id, NEW.vendor_code, NEW.model) THEN
    IF (OLD.is_active, OLD.type_id) IS DISTINCT FROM (NEW.is_active, NEW.type_id) THEN
      PERFORM stock_units_move_product(OLD, NEW);
    END IF;
    -- take the two counter rows in type order, so two opposite type changes cannot deadlock
    IF OLD.is_active AND NEW.is_active AND OLD.type_id > NEW.type_id THEN
      PERFORM product_group_counts_apply(NEW.company_id, NEW.type_id, NEW.vendor_code, NEW.model, NEW.id, 1);
      PERFORM product_group_counts_apply(OLD.company_id, OLD.type_id, OLD.vendor_code, OLD.model, OLD.id, -1);
    ELSE
      IF OLD.is_active THEN PERFORM product_group_counts_apply(OLD.company_id, OLD.type_id, OLD.vendor_code, OLD.model, OLD.id, -1); END IF;
      IF NEW.is_active THEN PERFORM product_group_counts_apply(NEW.company_id, NEW.type_id, NEW.vendor_code, NEW.model, NEW.id, 1); END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS products_group_counts ON products;--> statement-breakpoint
CREATE TRIGGER products_group_counts AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION products_group_counts();--> statement-breakpoint
INSERT INTO product_group_counts (company_id, type_id, products, groups)
SELECT company_id, type_id, count(*), count(DISTINCT (vendor_code, model)) FROM products WHERE is_active GROUP BY company_id, type_id
ON CONFLICT (company_id, type_id) DO UPDATE SET products = excluded.products, groups = excluded.groups;
--> statement-breakpoint
INSERT INTO stock_unit_totals (company_id, place_id, type_id, units)
SELECT pl.company_id, pl.place_id, p.type_id, sum(pl.quantity) FROM placements pl JOIN products p ON p.id = pl.product_id
WHERE p.is_active GROUP BY pl.company_id, pl.place_id, p.type_id
ON CONFLICT (company_id, place_id, type_id) DO UPDATE SET units = excluded.units;
