CREATE TABLE "collab_participants" (
	"client_id" text PRIMARY KEY NOT NULL,
	"project_id" varchar(24) NOT NULL,
	"participant_user" jsonb NOT NULL,
	"can_write" boolean NOT NULL,
	"instance_id" text NOT NULL,
	"joined_seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "collab_participants_joined_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lease_expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collab_sessions" (
	"project_id" varchar(24) PRIMARY KEY NOT NULL,
	"session_id" varchar(36) NOT NULL,
	"host_client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_event_heads" (
	"project_id" varchar(24) PRIMARY KEY NOT NULL,
	"last_counter" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_user_events" (
	"project_id" varchar(24) NOT NULL,
	"counter" integer NOT NULL,
	"event_id" text NOT NULL,
	"raw_event" jsonb NOT NULL,
	"source_user_id" varchar(24) NOT NULL,
	"source_client_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_user_events_project_id_counter_pk" PRIMARY KEY("project_id","counter"),
	CONSTRAINT "project_user_events_counter_positive" CHECK ("project_user_events"."counter" > 0)
);
--> statement-breakpoint
ALTER TABLE "collab_participants" ADD CONSTRAINT "collab_participants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collab_sessions" ADD CONSTRAINT "collab_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_event_heads" ADD CONSTRAINT "project_event_heads_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_user_events" ADD CONSTRAINT "project_user_events_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collab_participants_project" ON "collab_participants" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "collab_participants_lease" ON "collab_participants" USING btree ("lease_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_user_events_event_id" ON "project_user_events" USING btree ("project_id","event_id");