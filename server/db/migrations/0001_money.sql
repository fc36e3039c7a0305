CREATE TABLE "currency_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"from_currency_id" integer NOT NULL,
	"to_currency_id" integer NOT NULL,
	"from_amount" numeric(20, 2) NOT NULL,
	"to_amount" numeric(20, 2) NOT NULL,
	"rate" numeric(20, 6) NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_exchanges_positive" CHECK ("currency_exchanges"."from_amount" > 0 and "currency_exchanges"."to_amount" > 0 and "currency_exchanges"."rate" > 0),
	CONSTRAINT "currency_exchanges_two_currencies" CHECK ("currency_exchanges"."from_currency_id" <> "currency_exchanges"."to_currency_id")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currency_exchanges" ADD CONSTRAINT "currency_exchanges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exchanges" ADD CONSTRAINT "currency_exchanges_from_currency_id_currencies_id_fk" FOREIGN KEY ("from_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exchanges" ADD CONSTRAINT "currency_exchanges_to_currency_id_currencies_id_fk" FOREIGN KEY ("to_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_exchanges" ADD CONSTRAINT "currency_exchanges_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "currency_exchanges_company_created" ON "currency_exchanges" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_company_name" ON "wallets" USING btree ("company_id",lower("name")) WHERE "wallets"."is_active";