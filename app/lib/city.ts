/** A city as lists show it: the derived slug and number of salons (groomer_count), and a photo or the placeholder. */
export type CityTile = { id: number; name: string; slug: string; photo: string; salonCount: number }
