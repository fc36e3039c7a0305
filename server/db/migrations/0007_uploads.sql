CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_company" ON "uploads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "uploads_created" ON "uploads" USING btree ("created_at");