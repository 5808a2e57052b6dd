CREATE UNIQUE INDEX "photos_filename_key" ON "photos" USING btree ("filename");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_thumbnail_key" ON "photos" USING btree ("thumbnail");