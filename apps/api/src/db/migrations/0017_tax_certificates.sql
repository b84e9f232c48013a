CREATE TABLE "tax_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"kind" text NOT NULL,
	"number" text,
	"region" text,
	"file" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" date,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_certificates_file_type_ck" CHECK ("tax_certificates"."file_type" IN ('application/pdf', 'image/png', 'image/jpeg') AND "tax_certificates"."file_size" > 0),
	CONSTRAINT "tax_certificates_decision_ck" CHECK (("tax_certificates"."status" = 'pending' AND "tax_certificates"."expires_at" IS NULL AND "tax_certificates"."reject_reason" IS NULL AND "tax_certificates"."decided_at" IS NULL)
        OR ("tax_certificates"."status" = 'approved' AND "tax_certificates"."expires_at" IS NOT NULL AND "tax_certificates"."reject_reason" IS NULL AND "tax_certificates"."decided_at" IS NOT NULL)
        OR ("tax_certificates"."status" = 'rejected' AND "tax_certificates"."expires_at" IS NULL AND "tax_certificates"."reject_reason" IS NOT NULL AND "tax_certificates"."decided_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_uploaded_by_customers_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_certificates" ADD CONSTRAINT "tax_certificates_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_certificates_company_idx" ON "tax_certificates" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tax_certificates_file_uq" ON "tax_certificates" USING btree ("file");