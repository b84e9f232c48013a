ALTER TABLE "customers" ADD COLUMN "po_required" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_note" text;
