const FEATURES = [
	{
		title: 'Uitgebreid zoeken',
		text: 'Zoek op stad, postcode of naam en vind binnen enkele seconden trimsalons bij jou in de buurt.',
		icon: 'M11 4a7 7 0 1 0 4.2 12.6l4.1 4.1 1.4-1.4-4.1-4.1A7 7 0 0 0 11 4zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10z',
	},
	{
		title: 'Betrouwbare beoordelingen',
		text: 'Lees de ervaringen van andere hondeneigenaren en zie in één oogopslag hoe een salon scoort.',
		icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
	},
	{
		title: 'Interactieve kaart',
		text: 'Bekijk alle trimsalons op de kaart en ontdek welke salon het dichtst bij je woont.',
		icon: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6z',
	},
	{
		title: 'Eenvoudig vergelijken',
		text: 'Vergelijk diensten, prijzen en openingstijden en kies de salon die bij jouw hond past.',
		icon: 'M4 5h7v14H4zm9 0h7v14h-7z',
	},
]

/** The four feature cards under the hero. */
export function FeatureCards() {
	return (
		<section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-16">
			<h2 id="features-title" className="text-center text-3xl font-bold">
				Waarom zoeken via ons?
			</h2>
			<ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
				{FEATURES.map((feature) => (
					<li key={feature.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
						<svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 rounded-lg bg-brand-50 p-2 text-brand-600" fill="currentColor">
							<path d={feature.icon} />
						</svg>
						<h3 className="mt-4 text-lg font-semibold">{feature.title}</h3>
						<p className="mt-2 text-sm text-slate-600">{feature.text}</p>
					</li>
				))}
			</ul>
		</section>
	)
}
