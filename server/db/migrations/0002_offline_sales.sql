CREATE TABLE "offline_discrepancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"kind" text NOT NULL,
	"place_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"quantity" integer,
	"till_price" numeric(20, 2),
	"server_price" numeric(20, 2),
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_discrepancies_kind" CHECK ("offline_discrepancies"."kind" in ('stock_shortfall', 'price_difference'))
);
--> statement-breakpoint
CREATE TABLE "offline_pending_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"place_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"sent_by" integer NOT NULL,
	"body" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"sale_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offline_pending_status" CHECK ("offline_pending_sales"."status" in ('waiting', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "offline_sales" (
	"sale_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"local_number" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"moved_to_next_desk" boolean DEFAULT false NOT NULL,
	"shortfall" integer DEFAULT 0 NOT NULL,
	"price_differs" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offline_window_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_discrepancies" ADD CONSTRAINT "offline_discrepancies_resolved_by_employees_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_pending_sales" ADD CONSTRAINT "offline_pending_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_pending_sales" ADD CONSTRAINT "offline_pending_sales_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_pending_sales" ADD CONSTRAINT "offline_pending_sales_seller_id_employees_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_pending_sales" ADD CONSTRAINT "offline_pending_sales_sent_by_employees_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_pending_sales" ADD CONSTRAINT "offline_pending_sales_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_pending_sales" ADD CONSTRAINT "offline_pending_sales_decided_by_employees_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_sales" ADD CONSTRAINT "offline_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offline_discrepancies_company" ON "offline_discrepancies" USING btree ("company_id","resolved_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offline_pending_company_key" ON "offline_pending_sales" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "offline_pending_company_status" ON "offline_pending_sales" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "offline_sales_company" ON "offline_sales" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_company_idempotency_key" ON "sales" USING btree ("company_id","idempotency_key") WHERE "sales"."idempotency_key" is not null;