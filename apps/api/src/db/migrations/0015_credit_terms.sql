ALTER TABLE "companies" ADD COLUMN "payment_methods" text[];--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "credit_limit_cents" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "overdue_hold_days" integer;