CREATE TABLE "barcodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_group_counts" (
	"company_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"products" integer DEFAULT 0 NOT NULL,
	"groups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_group_counts_company_id_type_id_pk" PRIMARY KEY("company_id","type_id"),
	CONSTRAINT "product_group_counts_non_negative" CHECK ("product_group_counts"."products" >= 0 and "product_group_counts"."groups" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"file" text NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_online_places" (
	"product_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	CONSTRAINT "product_online_places_product_id_place_id_pk" PRIMARY KEY("product_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "stock_unit_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"units" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_unit_totals" (
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"units" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_unit_totals_company_id_place_id_type_id_pk" PRIMARY KEY("company_id","place_id","type_id")
);
--> statement-breakpoint
ALTER TABLE "barcodes" ADD CONSTRAINT "barcodes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcodes" ADD CONSTRAINT "barcodes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barcodes" ADD CONSTRAINT "barcodes_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_counts" ADD CONSTRAINT "product_group_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_group_counts" ADD CONSTRAINT "product_group_counts_type_id_product_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_online_places" ADD CONSTRAINT "product_online_places_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_online_places" ADD CONSTRAINT "product_online_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_unit_totals" ADD CONSTRAINT "stock_unit_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_unit_totals" ADD CONSTRAINT "stock_unit_totals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_unit_totals" ADD CONSTRAINT "stock_unit_totals_type_id_product_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "barcodes_company_code" ON "barcodes" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "barcodes_product_size" ON "barcodes" USING btree ("product_id","size_id");--> statement-breakpoint
CREATE INDEX "product_images_product" ON "product_images" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_images_one_main" ON "product_images" USING btree ("product_id") WHERE "product_images"."is_main";--> statement-breakpoint
CREATE INDEX "stock_unit_deltas_company" ON "stock_unit_deltas" USING btree ("company_id","place_id","type_id");