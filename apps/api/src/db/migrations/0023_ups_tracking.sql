ALTER TABLE "order_shipments" ADD COLUMN "tracking_state" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "tracking_status" jsonb;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "delivered_on" date;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "tracked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "alerted_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" date;