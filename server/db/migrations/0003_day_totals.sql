CREATE TABLE "money_day_totals" (
	"company_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"currency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"income" numeric(20, 2) DEFAULT '0' NOT NULL,
	"expense" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "money_day_totals_pk" PRIMARY KEY("company_id","account_type","account_id","day","currency_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sale_day_totals" (
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"total" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sale_day_totals_pk" PRIMARY KEY("company_id","day","place_id","product_id","size_id")
);
--> statement-breakpoint
ALTER TABLE "money_day_totals" ADD CONSTRAINT "money_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_day_totals" ADD CONSTRAINT "money_day_totals_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_day_totals" ADD CONSTRAINT "sale_day_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_day_totals" ADD CONSTRAINT "sale_day_totals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_day_totals" ADD CONSTRAINT "sale_day_totals_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_day_totals" ADD CONSTRAINT "sale_day_totals_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_day_totals_product" ON "sale_day_totals" USING btree ("company_id","product_id","day");--> statement-breakpoint
-- ---------------------------------------------------------------------------------------------------
-- Hand-written: the running totals filled from the journals already there (the same figures the ledger
-- and the sale service keep from now on; days are UTC days of each row's own time).
-- ---------------------------------------------------------------------------------------------------
INSERT INTO "money_day_totals" ("company_id", "account_type", "account_id", "day", "currency_id", "kind", "income", "expense")
SELECT "company_id", "account_type", "account_id", ("created_at" AT TIME ZONE 'UTC')::date, "currency_id", "kind",
       coalesce(sum("delta") FILTER (WHERE "delta" > 0), 0), coalesce(-sum("delta") FILTER (WHERE "delta" < 0), 0)
FROM "money_movements"
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "sale_day_totals" ("company_id", "place_id", "day", "product_id", "size_id", "quantity", "total")
SELECT s."company_id", s."place_id", (s."created_at" AT TIME ZONE 'UTC')::date, l."product_id", l."size_id", sum(l."quantity"), sum(l."total")
FROM "sale_lines" l JOIN "sales" s ON s."id" = l."sale_id"
WHERE s."status" <> 'canceled'
GROUP BY 1, 2, 3, 4, 5;
