import { describe, expect, it } from 'vitest'
import { containsLink } from './text-links.server'

describe('containsLink', () => {
	it('finds links and bare domains, not ordinary words with a dot', () => {
		expect(containsLink('Kijk op https://example.com')).toBe(true)
		expect(containsLink('zie www.trimsalon.nl')).toBe(true)
		expect(containsLink('bestel bij hondenshop.nl vandaag')).toBe(true)
		expect(containsLink('Heel fijn. Echt waar.Tot ziens')).toBe(false)
	})
	it.each([
		'Ga naar evil.de voor betere prijzen',
		'Beter: trimmers.online of goedkoop.xyz',
		'bezoek evil(.)nl',
		'bezoek evil[.]nl',
		'bezoek evil{.}nl',
		'bezoek evil . nl',
		'bezoek evil .nl',
		'bezoek evil dot nl',
		'bezoek evil punt nl',
		'bezoek evil (punt) com',
		'bezoek evil [dot] de',
		'BEZOEK EVIL.DE',
		'zie hxxp://evil',
		'zie hxxps://evil',
		'zie www[.]evil[.]nl',
		'zie WWW evil',
		'mail naar info@trimmer.fr',
	])('holds a link in any disguise: %s', (text) => {
		expect(containsLink(text)).toBe(true)
	})
	it.each([
		'Ze was erg lief. Nl. tip: kom op tijd.',
		'Netjes geknipt t.o.v. de vorige salon.',
		'Ze deden o.a. de nagels en bijv. de oren, enz.',
		'Het kostte € 45.50 en we waren om 10.30 uur klaar.',
		'Open ma.-vr. van 9.00 tot 17.30, d.w.z. bijna altijd.',
		'Echt top.De hond was blij.Nu weer mooi.',
		'Ik stond op het punt de deur uit te gaan, maar Dot de poedel wilde niet.',
		'Een aanrader i.v.m. de rustige aanpak, m.b.t. de vacht ook.',
		'Bijv.de nagels en o.a.de oren.',
	])('lets ordinary Dutch through: %s', (text) => {
		expect(containsLink(text)).toBe(false)
	})
})
