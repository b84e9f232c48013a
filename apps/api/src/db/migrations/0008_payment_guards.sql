ALTER TABLE "orders" ADD COLUMN "payment_starting" jsonb;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_attention" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_payment_attention_idx" ON "orders" USING btree ("created_at") WHERE "orders"."payment_attention" @> '[{"open": true}]'::jsonb;
