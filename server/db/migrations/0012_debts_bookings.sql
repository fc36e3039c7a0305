CREATE TABLE "booking_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "booking_lines_quantity_positive" CHECK ("booking_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"prepayment_amount" numeric(20, 2) NOT NULL,
	"prepayment_currency_id" integer NOT NULL,
	"sale_id" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_prepayment_positive" CHECK ("bookings"."prepayment_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "debt_coverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"debt_id" integer,
	"place_id" integer NOT NULL,
	"employee_id" integer,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"rate" numeric(20, 6) NOT NULL,
	"covered" numeric(20, 2) NOT NULL,
	"change_amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debt_coverages_positive" CHECK ("debt_coverages"."amount" > 0 and "debt_coverages"."covered" > 0)
);
--> statement-breakpoint
CREATE TABLE "debts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"covered" numeric(20, 2) DEFAULT '0' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "debts_amounts" CHECK ("debts"."amount" > 0 and "debts"."covered" >= 0 and "debts"."covered" <= "debts"."amount")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "old_debt" numeric(20, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_lines" ADD CONSTRAINT "booking_lines_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_prepayment_currency_id_currencies_id_fk" FOREIGN KEY ("prepayment_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_coverages" ADD CONSTRAINT "debt_coverages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_coverages" ADD CONSTRAINT "debt_coverages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_coverages" ADD CONSTRAINT "debt_coverages_debt_id_debts_id_fk" FOREIGN KEY ("debt_id") REFERENCES "public"."debts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_coverages" ADD CONSTRAINT "debt_coverages_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_coverages" ADD CONSTRAINT "debt_coverages_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debt_coverages" ADD CONSTRAINT "debt_coverages_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debts" ADD CONSTRAINT "debts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_lines_booking" ON "booking_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_lines_product" ON "booking_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_lines_booking_item" ON "booking_lines" USING btree ("booking_id","product_id","size_id","place_id");--> statement-breakpoint
CREATE INDEX "bookings_company_status" ON "bookings" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_customer_pending" ON "bookings" USING btree ("customer_id") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "debt_coverages_debt" ON "debt_coverages" USING btree ("debt_id");--> statement-breakpoint
CREATE INDEX "debt_coverages_customer" ON "debt_coverages" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "debts_customer" ON "debts" USING btree ("customer_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "debts_sale" ON "debts" USING btree ("sale_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_old_debt_non_negative" CHECK ("customers"."old_debt" >= 0);