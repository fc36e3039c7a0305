CREATE TABLE "financial_requisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_requisitions_amount_positive" CHECK ("financial_requisitions"."amount" > 0),
	CONSTRAINT "financial_requisitions_status" CHECK ("financial_requisitions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "requisition_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"requisition_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "requisition_lines_quantity_positive" CHECK ("requisition_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "requisitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"applicant_id" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisitions_status" CHECK ("requisitions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "salaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"date_after" text NOT NULL,
	"date_before" text NOT NULL,
	"days" integer NOT NULL,
	"rate" numeric(20, 2) NOT NULL,
	"salary" numeric(20, 2) NOT NULL,
	"sales_amount" numeric(20, 2) NOT NULL,
	"sell_percent" numeric(5, 2) NOT NULL,
	"sell_percent_amount" numeric(20, 2) NOT NULL,
	"total" numeric(20, 2) NOT NULL,
	"currency_id" integer NOT NULL,
	"wallet_id" integer,
	"paid_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salaries_period" CHECK ("salaries"."date_after" <= "salaries"."date_before"),
	CONSTRAINT "salaries_amounts" CHECK ("salaries"."days" >= 0 and "salaries"."total" > 0 and "salaries"."salary" >= 0 and "salaries"."sell_percent_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "financial_requisitions" ADD CONSTRAINT "financial_requisitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_requisitions" ADD CONSTRAINT "financial_requisitions_applicant_id_employees_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_requisitions" ADD CONSTRAINT "financial_requisitions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_requisitions" ADD CONSTRAINT "financial_requisitions_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_requisition_id_requisitions_id_fk" FOREIGN KEY ("requisition_id") REFERENCES "public"."requisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lines" ADD CONSTRAINT "requisition_lines_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_applicant_id_employees_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisitions" ADD CONSTRAINT "requisitions_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salaries" ADD CONSTRAINT "salaries_paid_by_employees_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "financial_requisitions_company_status" ON "financial_requisitions" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_lines_item" ON "requisition_lines" USING btree ("requisition_id","product_id","size_id");--> statement-breakpoint
CREATE INDEX "requisitions_company_status" ON "requisitions" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "salaries_company_created" ON "salaries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "salaries_employee_period" ON "salaries" USING btree ("employee_id","date_after","date_before");