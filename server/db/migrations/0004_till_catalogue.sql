CREATE SEQUENCE "public"."catalogue_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "product_removals" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"change_seq" bigint DEFAULT nextval('catalogue_change_seq') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "change_seq" bigint DEFAULT nextval('catalogue_change_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "product_removals_company_change" ON "product_removals" USING btree ("company_id","change_seq");--> statement-breakpoint
CREATE INDEX "products_company_change" ON "products" USING btree ("company_id","change_seq");--> statement-breakpoint
-- ---------------------------------------------------------------- hand-written: the till catalogue's change tracking
-- A product's change_seq is drawn anew on every update of the product (unless the statement sets it),
-- and when its prices or barcodes change, or a size it has a barcode or stock in is renamed or
-- deactivated. Statement-level triggers with transition tables: a bulk insert of prices or barcodes
-- touches each product once per statement, not once per row. Stock is not tracked here: the till
-- follows the stock journal (stock_movements.id), so a sale writes nothing more.
CREATE FUNCTION catalogue_product_touch() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF NEW.change_seq = OLD.change_seq THEN
    NEW.change_seq := nextval('catalogue_change_seq');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_change_seq BEFORE UPDATE ON products FOR EACH ROW EXECUTE FUNCTION catalogue_product_touch();
--> statement-breakpoint
CREATE FUNCTION catalogue_touch_new_rows() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  UPDATE products p SET change_seq = nextval('catalogue_change_seq')
  FROM (SELECT DISTINCT company_id, product_id FROM new_rows) n
  WHERE p.company_id = n.company_id AND p.id = n.product_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_touch_old_rows() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  UPDATE products p SET change_seq = nextval('catalogue_change_seq')
  FROM (SELECT DISTINCT company_id, product_id FROM old_rows) o
  WHERE p.company_id = o.company_id AND p.id = o.product_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_touch_changed_rows() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  UPDATE products p SET change_seq = nextval('catalogue_change_seq')
  FROM (SELECT company_id, product_id FROM new_rows UNION SELECT company_id, product_id FROM old_rows) c
  WHERE p.company_id = c.company_id AND p.id = c.product_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_prices_catalogue_ins AFTER INSERT ON product_prices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_new_rows();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalogue_del AFTER DELETE ON product_prices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_old_rows();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalogue_upd AFTER UPDATE ON product_prices REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_changed_rows();
--> statement-breakpoint
CREATE TRIGGER barcodes_catalogue_ins AFTER INSERT ON barcodes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_new_rows();
--> statement-breakpoint
CREATE TRIGGER barcodes_catalogue_del AFTER DELETE ON barcodes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_old_rows();
--> statement-breakpoint
CREATE TRIGGER barcodes_catalogue_upd AFTER UPDATE ON barcodes REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_touch_changed_rows();
--> statement-breakpoint
CREATE FUNCTION catalogue_size_touch() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF (OLD.name, OLD.is_active) IS DISTINCT FROM (NEW.name, NEW.is_active) THEN
    UPDATE products p SET change_seq = nextval('catalogue_change_seq')
    WHERE p.company_id = NEW.company_id AND p.id IN (
      SELECT product_id FROM barcodes WHERE company_id = NEW.company_id AND size_id = NEW.id
      UNION SELECT product_id FROM placements WHERE company_id = NEW.company_id AND size_id = NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sizes_catalogue AFTER UPDATE ON sizes FOR EACH ROW EXECUTE FUNCTION catalogue_size_touch();
--> statement-breakpoint
CREATE FUNCTION catalogue_product_removed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO product_removals (company_id, product_id) SELECT company_id, id FROM old_rows;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_removed AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_product_removed();
