ALTER TABLE "projects" ADD COLUMN "graph_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every statement that writes a project's nodes or connections bumps that project's graph_version
-- (one update per statement and project, not per row): the graph GET's ETag is its version.
CREATE FUNCTION "bump_project_graph_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "projects" SET "graph_version" = "graph_version" + 1
  WHERE "id" IN (SELECT DISTINCT "project_id" FROM "changed_items");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "project_nodes_inserted" AFTER INSERT ON "project_nodes" REFERENCING NEW TABLE AS "changed_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_project_graph_version"();
--> statement-breakpoint
CREATE TRIGGER "project_nodes_updated" AFTER UPDATE ON "project_nodes" REFERENCING NEW TABLE AS "changed_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_project_graph_version"();
--> statement-breakpoint
CREATE TRIGGER "project_nodes_deleted" AFTER DELETE ON "project_nodes" REFERENCING OLD TABLE AS "changed_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_project_graph_version"();
--> statement-breakpoint
CREATE TRIGGER "project_connections_inserted" AFTER INSERT ON "project_connections" REFERENCING NEW TABLE AS "changed_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_project_graph_version"();
--> statement-breakpoint
CREATE TRIGGER "project_connections_updated" AFTER UPDATE ON "project_connections" REFERENCING NEW TABLE AS "changed_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_project_graph_version"();
--> statement-breakpoint
CREATE TRIGGER "project_connections_deleted" AFTER DELETE ON "project_connections" REFERENCING OLD TABLE AS "changed_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_project_graph_version"();
