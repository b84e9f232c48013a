ALTER TABLE "categories" ADD COLUMN "default_shipping_weight_lb" double precision;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "shipping_weight_lb" double precision;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "shipping_length_in" double precision;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "shipping_width_in" double precision;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "shipping_height_in" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_weight_lb" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_length_in" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_width_in" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_height_in" double precision;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "shipping_service_code" text;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "shipping_service_name" text;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD COLUMN "shipping_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_service_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_service_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_source" text;