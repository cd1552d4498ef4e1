CREATE TABLE "newsletter_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"daily_boost" boolean NOT NULL,
	"sales_digest" boolean NOT NULL,
	"third_party" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"purpose" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "status" text DEFAULT 'subscribed' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_confirmations" ADD CONSTRAINT "newsletter_confirmations_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_confirmations_token_hash_unique" ON "newsletter_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_confirmations_subscription_idx" ON "newsletter_confirmations" USING btree ("subscription_id");