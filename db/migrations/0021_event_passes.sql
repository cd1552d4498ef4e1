CREATE TABLE "event_pass_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" text NOT NULL,
	"pass_type_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"promo_code" text,
	"email" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"job_title" text DEFAULT '' NOT NULL,
	"share_with_sponsors" boolean DEFAULT false NOT NULL,
	"pass_code" text NOT NULL,
	"payment_provider" text NOT NULL,
	"gateway_reference" text,
	"card_brand" text DEFAULT '' NOT NULL,
	"card_last4" text DEFAULT '' NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"checked_in_at" timestamp with time zone,
	"mail_status" text DEFAULT 'pending' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_pass_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"capacity" integer NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"promo_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_pass_types_price" CHECK ("event_pass_types"."price_cents" >= 0),
	CONSTRAINT "event_pass_types_capacity" CHECK ("event_pass_types"."capacity" > 0)
);
--> statement-breakpoint
DROP INDEX "leads_kind_target_email_unique";--> statement-breakpoint
ALTER TABLE "event_pass_orders" ADD CONSTRAINT "event_pass_orders_pass_type_id_event_pass_types_id_fk" FOREIGN KEY ("pass_type_id") REFERENCES "public"."event_pass_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_pass_orders" ADD CONSTRAINT "event_pass_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_pass_orders_submission_unique" ON "event_pass_orders" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_pass_orders_pass_code_unique" ON "event_pass_orders" USING btree ("pass_code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_pass_orders_checkout_session_unique" ON "event_pass_orders" USING btree ("stripe_checkout_session_id");--> statement-breakpoint
CREATE INDEX "event_pass_orders_payment_intent_idx" ON "event_pass_orders" USING btree ("stripe_payment_intent_id");--> statement-breakpoint
CREATE INDEX "event_pass_orders_seats_idx" ON "event_pass_orders" USING btree ("pass_type_id","status","hold_expires_at");--> statement-breakpoint
CREATE INDEX "event_pass_orders_event_idx" ON "event_pass_orders" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_pass_types_event_idx" ON "event_pass_types" USING btree ("event_id","price_cents");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_kind_target_sponsor_email_unique" ON "leads" USING btree ("kind","target","sponsor","email");