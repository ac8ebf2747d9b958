import { describe, expect, it } from 'vitest'
import { alertFooter, alertMailText, confirmationMailText, renewalMailText, type AlertMailSalon } from './mail-text.server'

const area = { place_label: 'Utrecht', radius_km: 10, salonName: null }
const oneSalon = { place_label: 'Trimsalon Bello', radius_km: 10, salonName: 'Trimsalon Bello' }
const salon = (name: string, distanceKm: number | null): AlertMailSalon => ({
	name,
	link: `https://example.nl/trimsalon/${name.toLowerCase().replaceAll(' ', '-')}`,
	distanceKm,
	saidOn: '3 maart 2026',
	waiting_weeks: 1,
})

describe('the alert mail', () => {
	it('for one salon names it and leaves the distance out', () => {
		const mail = alertMailText(oneSalon, [salon('Trimsalon Bello', 0.004)])
		expect(mail.subject).toBe('Trimsalon Bello neemt weer nieuwe klanten aan')
		expect(mail.paragraphs[0]).toBe(
			'Goed nieuws: Trimsalon Bello neemt weer nieuwe klanten aan (volgens de eigenaar sinds 3 maart 2026, wachttijd ± 1 week).\nhttps://example.nl/trimsalon/trimsalon-bello',
		)
		expect(mail.paragraphs.join('\n')).not.toMatch(/ op \d|Goed nieuws over de/)
	})

	it('for an area says where it looked, and how far each salon is', () => {
		const mail = alertMailText(area, [salon('Trimsalon Bello', 1.2), salon('Trimsalon Max', 7)])
		expect(mail.subject).toBe('2 trimsalons nemen weer nieuwe klanten aan')
		expect(mail.paragraphs[0]).toBe('Goed nieuws: 2 van de trimsalons binnen 10 km van Utrecht nemen weer nieuwe klanten aan.')
		expect(mail.paragraphs[1]).toMatch(/^Trimsalon Bello \(op 1,2 km, volgens de eigenaar sinds 3 maart 2026, wachttijd ± 1 week\)\n/)
		const single = alertMailText(area, [salon('Trimsalon Max', 7)])
		expect(single.subject).toBe('Trimsalon Max neemt weer nieuwe klanten aan')
		expect(single.paragraphs[0]).toBe('Goed nieuws: een van de trimsalons binnen 10 km van Utrecht neemt weer nieuwe klanten aan.')
	})
})

describe('the confirmation and renewal mails', () => {
	it('say what the alert is about in each case', () => {
		expect(confirmationMailText(oneSalon).paragraphs[0]).toBe('Je vroeg om een mail wanneer Trimsalon Bello weer nieuwe klanten aanneemt.')
		expect(confirmationMailText(area).paragraphs[0]).toBe(
			'Je vroeg om een mail wanneer een van de trimsalons binnen 10 km van Utrecht weer nieuwe klanten aanneemt.',
		)
		expect(renewalMailText(oneSalon, '1 mei 2026').paragraphs[0]).toBe('Je melding voor Trimsalon Bello stopt op 1 mei 2026.')
		expect(renewalMailText(area, '1 mei 2026').paragraphs[0]).toBe(
			'Je melding voor trimsalons binnen 10 km van Utrecht stopt op 1 mei 2026.',
		)
	})

	it('say under the mail why it came and what the link stops', () => {
		expect(alertFooter(area, true, 'Trimsalonwijzer')).toEqual({
			why: 'Je krijgt deze mail omdat je op Trimsalonwijzer een melding hebt aangevraagd voor trimsalons binnen 10 km van Utrecht.',
			label: 'Deze melding stoppen (andere meldingen blijven lopen)',
		})
		expect(alertFooter(oneSalon, true, 'Trimsalonwijzer').why).toContain('een melding hebt aangevraagd voor Trimsalon Bello.')
		expect(alertFooter(area, false, 'Trimsalonwijzer').label).toBe('Aanvraag verwijderen')
	})
})
