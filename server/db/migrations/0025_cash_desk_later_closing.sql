-- A place's day may have a later closing after a confirmed one (the takings made after it): one closing
-- waiting for its decision per place and day, instead of one closing per day whatever its state.
DROP INDEX "cash_desks_place_date_live";--> statement-breakpoint
CREATE UNIQUE INDEX "cash_desks_place_date_pending" ON "cash_desks" USING btree ("place_id","date") WHERE "cash_desks"."status" = 'closed';