CREATE TABLE "sale_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(20, 2) NOT NULL,
	"discount" numeric(20, 2) NOT NULL,
	"discount_in_percent" boolean NOT NULL,
	"unit_price" numeric(20, 2) NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	CONSTRAINT "sale_lines_quantity_positive" CHECK ("sale_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"rate" numeric(20, 6) NOT NULL,
	CONSTRAINT "sale_payments_amount_positive" CHECK ("sale_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"method" text DEFAULT 'cash' NOT NULL,
	"currency_id" integer NOT NULL,
	"total_sum" numeric(20, 2) NOT NULL,
	"extra_service_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"extra_service_currency_id" integer,
	"change_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"change_currency_id" integer NOT NULL,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_amounts_non_negative" CHECK ("sales"."total_sum" >= 0 and "sales"."change_amount" >= 0 and "sales"."extra_service_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_extra_service_currency_id_currencies_id_fk" FOREIGN KEY ("extra_service_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_change_currency_id_currencies_id_fk" FOREIGN KEY ("change_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_lines_sale" ON "sale_lines" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_payments_sale" ON "sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sales_company_created" ON "sales" USING btree ("company_id","created_at");