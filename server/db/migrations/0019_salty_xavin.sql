CREATE TABLE "tissues" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"fabric_sample_image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"available_length" numeric(12, 2) DEFAULT '0' NOT NULL,
	"color_name" text DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"hex" text DEFAULT '#000000' NOT NULL,
	CONSTRAINT "tissues_length" CHECK ("tissues"."available_length" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wholesale_dictionaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "wholesale_dictionaries_kind" CHECK ("wholesale_dictionaries"."kind" in ('heights', 'sizes', 'colors', 'models', 'styles', 'types'))
);
--> statement-breakpoint
CREATE TABLE "wholesale_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(20, 2) NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	CONSTRAINT "wholesale_order_lines_quantity" CHECK ("wholesale_order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "wholesale_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"total_price" numeric(20, 2) DEFAULT '0' NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"public_token" text NOT NULL,
	"created_by" integer,
	"processed_by" integer,
	"sale_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wholesale_orders_status" CHECK ("wholesale_orders"."status" in ('new', 'in_progress', 'done', 'canceled', 'rejected')),
	CONSTRAINT "wholesale_orders_quantity" CHECK ("wholesale_orders"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tissues" ADD CONSTRAINT "tissues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_dictionaries" ADD CONSTRAINT "wholesale_dictionaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_order_lines" ADD CONSTRAINT "wholesale_order_lines_order_id_wholesale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."wholesale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_order_lines" ADD CONSTRAINT "wholesale_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_order_lines" ADD CONSTRAINT "wholesale_order_lines_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_processed_by_employees_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tissues_company" ON "tissues" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_dictionaries_name" ON "wholesale_dictionaries" USING btree ("company_id","kind",lower("name")) WHERE "wholesale_dictionaries"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_order_lines_item" ON "wholesale_order_lines" USING btree ("order_id","product_id","size_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_orders_public_token" ON "wholesale_orders" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "wholesale_orders_company_created" ON "wholesale_orders" USING btree ("company_id","created_at");