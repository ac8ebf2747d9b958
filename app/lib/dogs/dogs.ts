import type { CoatType } from './coats'

/**
 * A dog its owner saved ('Mijn honden'), as every form that asks for a dog offers it (Plek aanvragen,
 * booking): picking it fills the dog's fields, which stay editable.
 */
export type SavedDog = {
	id: number
	name: string
	breed: string
	weightKg: number
	coat: CoatType
	/** Every so many weeks to the groomer; null is no set rhythm. */
	rhythmWeeks: number | null
	notes: string | null
}

export const MY_DOGS_LABEL = 'Mijn honden'
/** At most this many saved dogs per account: a household's dogs, not a kennel's. */
export const MAX_SAVED_DOGS = 10
/** A saved dog that does not exist, or is another account's: the answer is the same. */
export const DOG_NOT_FOUND = 'Deze hond staat niet in je lijst.'

/** Suggestions for the breed field (free text: any breed or cross may be typed). */
export const COMMON_BREEDS = [
	'Australian Shepherd',
	'Beagle',
	'Berner Sennenhond',
	'Bichon Frisé',
	'Border Collie',
	'Boomer',
	'Cavalier King Charles Spaniël',
	'Chihuahua',
	'Cocker Spaniël',
	'Cockapoo',
	'Duitse herder',
	'Engelse Cocker Spaniël',
	'Franse Bulldog',
	'Golden Retriever',
	'Goldendoodle',
	'Jack Russell Terriër',
	'Kooikerhondje',
	'Kruising',
	'Labradoodle',
	'Labrador Retriever',
	'Lhasa Apso',
	'Maltezer',
	'Poedel',
	'Schapendoes',
	'Schnauzer',
	'Shih Tzu',
	'Teckel',
	'West Highland White Terriër',
	'Yorkshire Terriër',
] as const

/** A weight as a form field holds it, with the Dutch decimal comma: '12,5'. */
export function weightValue(kg: number): string {
	return String(kg).replace('.', ',')
}

/** '12,5 kg'. */
export function weightText(kg: number): string {
	return `${weightValue(kg)} kg`
}
