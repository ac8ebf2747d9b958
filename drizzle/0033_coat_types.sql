-- Plek aanvragen knew a sixth coat, 'halflang', and its column took any text: each request gets one of the five coats a saved dog and a booking know. A half-long coat is brushed out, detangled and trimmed like a long one, not clipped like a short one, so it becomes 'lang' (which also plans the longer work); a coat's label, old or new, becomes its coat; anything else says nothing about the coat rather than something wrong.
UPDATE "place_requests" SET "coat" = (
	SELECT old.coat FROM (VALUES
		('kort', 'kort'), ('kort haar', 'kort'),
		('lang', 'lang'), ('lang haar', 'lang'), ('halflang', 'lang'), ('halflang haar', 'lang'),
		('krullend', 'krullend'), ('krullend haar of wol', 'krullend'),
		('ruwhaar', 'ruwhaar'), ('ruwhaar (plukken)', 'ruwhaar'),
		('dubbel', 'dubbel'), ('dubbele vacht', 'dubbel')
	) AS old(value, coat) WHERE old.value = lower(btrim("place_requests"."coat"))
) WHERE "coat" NOT IN ('kort', 'lang', 'krullend', 'ruwhaar', 'dubbel');--> statement-breakpoint
ALTER TABLE "place_requests" ADD CONSTRAINT "place_requests_coat_check" CHECK (coat is null or coat in ('kort', 'lang', 'krullend', 'ruwhaar', 'dubbel'));