CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD COLUMN "payment_provider" text DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD COLUMN "stripe_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD COLUMN "subscription_status" text;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD COLUMN "renews_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "stripe_events_unprocessed_idx" ON "stripe_events" USING btree ("received_at") WHERE "stripe_events"."processed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_subscriptions_checkout_session_unique" ON "magazine_subscriptions" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE INDEX "magazine_subscriptions_stripe_subscription_idx" ON "magazine_subscriptions" USING btree ("stripe_subscription_id");