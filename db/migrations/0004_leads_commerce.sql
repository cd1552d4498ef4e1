CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"sponsor" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"access_hash" text NOT NULL,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"submissions" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"source_code" text DEFAULT '' NOT NULL,
	"promo_code" text,
	"list_price_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_reference" text,
	"decline_reason" text,
	"user_id" integer,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_percent" integer,
	"discount_cents" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"plan_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_one_discount" CHECK (("promo_codes"."discount_percent" is null) <> ("promo_codes"."discount_cents" is null)),
	CONSTRAINT "promo_codes_percent_range" CHECK ("promo_codes"."discount_percent" is null or "promo_codes"."discount_percent" between 1 and 100),
	CONSTRAINT "promo_codes_uses_within_max" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."uses" <= "promo_codes"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD CONSTRAINT "magazine_subscriptions_promo_code_promo_codes_code_fk" FOREIGN KEY ("promo_code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_subscriptions" ADD CONSTRAINT "magazine_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_kind_target_email_unique" ON "leads" USING btree ("kind","target","email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_access_hash_unique" ON "leads" USING btree ("access_hash");--> statement-breakpoint
CREATE INDEX "leads_kind_created_idx" ON "leads" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "leads_mail_status_idx" ON "leads" USING btree ("mail_status");--> statement-breakpoint
CREATE UNIQUE INDEX "magazine_subscriptions_submission_unique" ON "magazine_subscriptions" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "magazine_subscriptions_email_idx" ON "magazine_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "magazine_subscriptions_status_idx" ON "magazine_subscriptions" USING btree ("status","created_at");