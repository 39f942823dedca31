CREATE TABLE "expert_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	CONSTRAINT "expert_activities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "expert_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	CONSTRAINT "expert_companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "expert_experience" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"position" text NOT NULL,
	"started_at" date NOT NULL,
	"finished_at" date,
	"is_working_currently" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_locations" (
	"expert_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "expert_locations_expert_id_country_id_pk" PRIMARY KEY("expert_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "expert_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_ru" text NOT NULL,
	"title_en" text NOT NULL,
	CONSTRAINT "expert_requests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "expert_to_activities" (
	"expert_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "expert_to_activities_expert_id_activity_id_pk" PRIMARY KEY("expert_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "expert_to_requests" (
	"expert_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	CONSTRAINT "expert_to_requests_expert_id_request_id_pk" PRIMARY KEY("expert_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"description" text NOT NULL,
	"usefulness" text DEFAULT '' NOT NULL,
	"picture" text,
	"status" "content_status" DEFAULT 'MODERATION' NOT NULL,
	"approved_at" timestamp with time zone,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
    setweight(to_tsvector('russian', coalesce(position, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(position, '')), 'B') ||
    setweight(to_tsvector('russian', coalesce(description, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || position)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "experts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "partner_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"logo" text,
	CONSTRAINT "partner_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "partner_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"linked_id" text,
	"twitter" text,
	"telegram" text,
	"you_tube" text,
	"website" text,
	"picture" text,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "content_status" DEFAULT 'DRAFT' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('russian', coalesce(subtitle, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(subtitle, '')), 'B') ||
    setweight(to_tsvector('russian', coalesce(description, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || subtitle)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "partner_company_categories" (
	"partner_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "partner_company_categories_partner_id_category_id_pk" PRIMARY KEY("partner_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "partner_company_tags" (
	"partner_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "partner_company_tags_partner_id_tag_id_pk" PRIMARY KEY("partner_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "partner_locations" (
	"partner_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "partner_locations_partner_id_country_id_pk" PRIMARY KEY("partner_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "partner_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"language" "language" NOT NULL,
	"user_name" text NOT NULL,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"affiliate_link" text,
	"discount_percentage" integer,
	"price_value" integer,
	"price_currency" text,
	"picture" text,
	"promo_text" text,
	"meetings_info" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text,
	CONSTRAINT "partner_tags_title_unique" UNIQUE("title")
);
--> statement-breakpoint
ALTER TABLE "expert_experience" ADD CONSTRAINT "expert_experience_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_experience" ADD CONSTRAINT "expert_experience_company_id_expert_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."expert_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_locations" ADD CONSTRAINT "expert_locations_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_locations" ADD CONSTRAINT "expert_locations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_to_activities" ADD CONSTRAINT "expert_to_activities_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_to_activities" ADD CONSTRAINT "expert_to_activities_activity_id_expert_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."expert_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_to_requests" ADD CONSTRAINT "expert_to_requests_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_to_requests" ADD CONSTRAINT "expert_to_requests_request_id_expert_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."expert_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_company_categories" ADD CONSTRAINT "partner_company_categories_partner_id_partner_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_company_categories" ADD CONSTRAINT "partner_company_categories_category_id_partner_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."partner_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_company_tags" ADD CONSTRAINT "partner_company_tags_partner_id_partner_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_company_tags" ADD CONSTRAINT "partner_company_tags_tag_id_partner_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."partner_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_locations" ADD CONSTRAINT "partner_locations_partner_id_partner_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_locations" ADD CONSTRAINT "partner_locations_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_reviews" ADD CONSTRAINT "partner_reviews_partner_id_partner_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_services" ADD CONSTRAINT "partner_services_partner_id_partner_companies_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partner_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_experience_expert_idx" ON "expert_experience" USING btree ("expert_id");--> statement-breakpoint
CREATE INDEX "expert_experience_company_idx" ON "expert_experience" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "expert_locations_country_idx" ON "expert_locations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "expert_to_activities_activity_idx" ON "expert_to_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "expert_to_requests_request_idx" ON "expert_to_requests" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "experts_search_idx" ON "experts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "experts_search_text_trgm_idx" ON "experts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "experts_listing_idx" ON "experts" USING btree ("status","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "experts_name_idx" ON "experts" USING btree ("status",lower("name"));--> statement-breakpoint
CREATE INDEX "experts_languages_idx" ON "experts" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "partner_companies_search_idx" ON "partner_companies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "partner_companies_search_text_trgm_idx" ON "partner_companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partner_companies_listing_idx" ON "partner_companies" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_companies_title_idx" ON "partner_companies" USING btree ("status",lower("title"));--> statement-breakpoint
CREATE INDEX "partner_companies_languages_idx" ON "partner_companies" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "partner_company_categories_category_idx" ON "partner_company_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "partner_company_tags_tag_idx" ON "partner_company_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "partner_locations_country_idx" ON "partner_locations" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "partner_reviews_partner_idx" ON "partner_reviews" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "partner_services_partner_idx" ON "partner_services" USING btree ("partner_id");