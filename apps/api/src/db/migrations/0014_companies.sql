CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"machine_make_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"machine_model_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sheet_materials" text[] DEFAULT '{}'::text[] NOT NULL,
	"sheet_thicknesses" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"label" text NOT NULL,
	"address" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'Awaiting approval' NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"payment_type" text NOT NULL,
	"po_number" text,
	"customer_note" text,
	"sub_total_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"order_limit_cents" integer NOT NULL,
	"idempotency_key" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_total_ck" CHECK ("approval_requests"."total_cents" >= 0),
	CONSTRAINT "approval_requests_status_ck" CHECK ("approval_requests"."status" in ('Awaiting approval', 'Approved', 'Declined', 'Expired'))
);
--> statement-breakpoint
-- Issue 26 (decision 023): every existing customer becomes the admin of a company of their own,
-- named after their business name, holding their machine park; the company takes the customer's
-- id, so the mapping needs no lookup. Their shipping address becomes the company's default location.
ALTER TABLE "customers" ADD COLUMN "company_id" uuid;--> statement-breakpoint
INSERT INTO "companies" ("id", "name", "machine_make_ids", "machine_model_ids", "sheet_materials", "sheet_thicknesses", "created_at", "updated_at")
  SELECT "id", "business_name", "machine_make_ids", "machine_model_ids", "sheet_materials", "sheet_thicknesses", "created_at", now() FROM "customers";--> statement-breakpoint
UPDATE "customers" SET "company_id" = "id";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "company_role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "order_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_id_customers_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_addresses_company_idx" ON "company_addresses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_addresses_default_uq" ON "company_addresses" USING btree ("company_id") WHERE "company_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "approval_requests_company_idx" ON "approval_requests" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "approval_requests_customer_idx" ON "approval_requests" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_customer_idempotency_uq" ON "approval_requests" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company_idx" ON "customers" USING btree ("company_id");--> statement-breakpoint
INSERT INTO "company_addresses" ("company_id", "label", "address", "is_default")
  SELECT "id", 'Main location', "shipping_address" - 'customer_email', true FROM "customers" WHERE "shipping_address" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "machine_make_ids";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "machine_model_ids";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "sheet_materials";--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "sheet_thicknesses";--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_role_ck" CHECK ("customers"."company_role" in ('admin', 'buyer'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_order_limit_ck" CHECK ("customers"."order_limit_cents" is null or "customers"."order_limit_cents" >= 0);