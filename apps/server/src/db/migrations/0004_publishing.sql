CREATE TABLE "custom_domains" (
	"domain_name" text PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"txt_token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"certificate_status" text,
	"deployment_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"check_attempts" integer DEFAULT 0 NOT NULL,
	"last_check_error" text
);
--> statement-breakpoint
CREATE TABLE "publishing_status_events" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"domain_name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishing_webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deployments" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"project_id" varchar(24) NOT NULL,
	"branch" text NOT NULL,
	"message" text NOT NULL,
	"manifest" jsonb NOT NULL,
	"file_count" integer NOT NULL,
	"total_bytes" integer NOT NULL,
	"created_by_user_id" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_down_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "site_aliases" (
	"project_id" varchar(24) NOT NULL,
	"branch" text NOT NULL,
	"host_label" text NOT NULL,
	"deployment_id" varchar(24) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_aliases_project_id_branch_pk" PRIMARY KEY("project_id","branch")
);
--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_domains" ADD CONSTRAINT "custom_domains_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishing_status_events" ADD CONSTRAINT "publishing_status_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_aliases" ADD CONSTRAINT "site_aliases_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_aliases" ADD CONSTRAINT "site_aliases_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_domains_user_id" ON "custom_domains" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "custom_domains_next_check_at" ON "custom_domains" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "publishing_status_events_user_id" ON "publishing_status_events" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "deployments_project_id" ON "deployments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "deployments_created_by_user_id" ON "deployments" USING btree ("created_by_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_aliases_host_label" ON "site_aliases" USING btree ("host_label");