CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"employee_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "balances_amount_non_negative" CHECK ("balances"."amount" >= 0),
	CONSTRAINT "balances_account_type" CHECK ("balances"."account_type" in ('company', 'place', 'customer', 'wallet'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"rate" numeric(20, 6) DEFAULT '1' NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"is_secondary_default" boolean DEFAULT false NOT NULL,
	"is_national" boolean DEFAULT false NOT NULL,
	CONSTRAINT "company_currencies_rate_positive" CHECK ("company_currencies"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "currencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"address" text DEFAULT '' NOT NULL,
	"percentage_discount" numeric(5, 2) DEFAULT '0' NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_places" (
	"employee_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	CONSTRAINT "employee_places_employee_id_place_id_pk" PRIMARY KEY("employee_id","place_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"passport_id" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"salary" numeric(20, 2) DEFAULT '0' NOT NULL,
	"salary_currency_id" integer,
	"sell_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"roles" text[] NOT NULL,
	"picture" text,
	"current_workplace_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"account_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"delta" numeric(20, 2) NOT NULL,
	"amount_after" numeric(20, 2) NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text,
	"ref_id" integer,
	"employee_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_movements_delta_non_zero" CHECK ("money_movements"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "place_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount_to_remain" numeric(20, 2) DEFAULT '0' NOT NULL,
	"is_base_currency" boolean DEFAULT false NOT NULL,
	"is_secondary_default" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_type_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"place_type_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"rate" numeric(20, 6) NOT NULL,
	CONSTRAINT "place_type_rates_rate_positive" CHECK ("place_type_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "place_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "placements_quantity_non_negative" CHECK ("placements"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"image" text,
	"type_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"place_type_id" integer NOT NULL,
	"price" numeric(20, 2) NOT NULL,
	"discount" numeric(20, 2) DEFAULT '0' NOT NULL,
	"discount_in_percent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_prices_non_negative" CHECK ("product_prices"."price" >= 0 and "product_prices"."discount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"model_code" text DEFAULT '' NOT NULL,
	"vendor_code" text DEFAULT '' NOT NULL,
	"type_id" integer NOT NULL,
	"cost" numeric(20, 2) DEFAULT '0' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_novelty" boolean DEFAULT false NOT NULL,
	"is_available_online" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "size_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"kind" text NOT NULL,
	"ref_type" text,
	"ref_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_delta_non_zero" CHECK ("stock_movements"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_currencies" ADD CONSTRAINT "company_currencies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_currencies" ADD CONSTRAINT "company_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_places" ADD CONSTRAINT "employee_places_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_places" ADD CONSTRAINT "employee_places_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_salary_currency_id_currencies_id_fk" FOREIGN KEY ("salary_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_current_workplace_id_places_id_fk" FOREIGN KEY ("current_workplace_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_currencies" ADD CONSTRAINT "place_currencies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_currencies" ADD CONSTRAINT "place_currencies_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_currencies" ADD CONSTRAINT "place_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_type_rates" ADD CONSTRAINT "place_type_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_type_rates" ADD CONSTRAINT "place_type_rates_place_type_id_place_types_id_fk" FOREIGN KEY ("place_type_id") REFERENCES "public"."place_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_type_rates" ADD CONSTRAINT "place_type_rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_types" ADD CONSTRAINT "place_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_type_id_place_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."place_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_place_type_id_place_types_id_fk" FOREIGN KEY ("place_type_id") REFERENCES "public"."place_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type_id_product_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "size_types" ADD CONSTRAINT "size_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sizes" ADD CONSTRAINT "sizes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sizes" ADD CONSTRAINT "sizes_type_id_size_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."size_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_key_hash" ON "auth_tokens" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "balances_account_currency" ON "balances" USING btree ("company_id","account_type","account_id","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_currencies_company_currency" ON "company_currencies" USING btree ("company_id","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_currencies_one_base" ON "company_currencies" USING btree ("company_id") WHERE "company_currencies"."is_base";--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_phone" ON "customers" USING btree ("company_id","phone");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_username" ON "employees" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "login_failures_key_at" ON "login_failures" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "money_movements_account" ON "money_movements" USING btree ("company_id","account_type","account_id","currency_id");--> statement-breakpoint
CREATE INDEX "money_movements_company_created" ON "money_movements" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "place_currencies_place_currency" ON "place_currencies" USING btree ("place_id","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_type_rates_type_currency" ON "place_type_rates" USING btree ("place_type_id","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_types_company_name" ON "place_types" USING btree ("company_id",lower("name")) WHERE "place_types"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "placements_product_size_place" ON "placements" USING btree ("product_id","size_id","place_id");--> statement-breakpoint
CREATE INDEX "placements_place" ON "placements" USING btree ("place_id","product_id");--> statement-breakpoint
CREATE INDEX "places_company" ON "places" USING btree ("company_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_place_type" ON "product_prices" USING btree ("product_id","place_type_id");--> statement-breakpoint
CREATE INDEX "products_company_active" ON "products" USING btree ("company_id","is_active","id");--> statement-breakpoint
CREATE INDEX "stock_movements_placement" ON "stock_movements" USING btree ("product_id","size_id","place_id");--> statement-breakpoint
CREATE INDEX "stock_movements_company_created" ON "stock_movements" USING btree ("company_id","created_at");