/** Word lists for the demo-data generator: realistic Dutch salon names, streets and texts. */

export const NAME_WORDS = [
	'Poedel', 'Gouden Poedel', 'Blije Hond', 'Vrolijke Viervoeter', 'Kwispel', 'Pluis', 'Snuffel', 'Woef',
	'Borstel', 'Natte Neus', 'Zachte Vacht', 'Hondenhoek', 'Pootjes', 'Lieve Lobbes', 'Stoere Staart',
	'Krullenbol', 'Vachtwerk', 'Schone Snuit', 'Kam & Schaar', 'Wolkje', 'Bolle Buik', 'Hondenparadijs',
	'Knuffelvacht', 'Trimhoek', 'Dierenvriend', 'Zonnetje', 'Vlinder', 'Hazewind', 'Kleine Keeshond', 'Molen',
]
export const FIRST_NAMES = [
	'Anja', 'Marieke', 'Sandra', 'Lisa', 'Femke', 'Esther', 'Ingrid', 'Petra', 'Sanne', 'Linda', 'Monique',
	'Kim', 'Nicole', 'Wendy', 'Ilse', 'Joyce', 'Mirjam', 'Daphne', 'Eva', 'Sophie', 'Bram', 'Jeroen', 'Ruud',
	'Mark', 'Dennis', 'Astrid', 'Yvonne', 'Chantal', 'Annemiek', 'Judith',
]
export const STREETS = [
	'Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsweg', 'Schoolstraat', 'Hoofdstraat', 'Julianalaan',
	'Wilhelminastraat', 'Beatrixlaan', 'Parallelweg', 'Industrieweg', 'Nieuwstraat', 'Marktplein', 'Langestraat',
	'Lindenlaan', 'Eikenlaan', 'Berkenlaan', 'Prins Bernhardlaan', 'Oranjestraat', 'Veldweg', 'Sportlaan',
	'Kanaalweg', 'Havenstraat', 'Burgemeester de Withstraat', 'Rijksstraatweg', 'Tulpstraat', 'Rozenlaan',
	'Vondelstraat', 'Zuiderweg', 'Noordeinde',
]
export const SERVICES = [
	'Knippen', 'Wassen en föhnen', 'Trimmen', 'Plukken', 'Nagels knippen', 'Oren reinigen', 'Ontklitten',
	'Vachtverzorging', 'Puppytrim', 'Rasspecifieke trim', 'Tandenpoetsen', 'Ontwollen', 'Scheren',
	'Voetjes en pootjes bijwerken', 'Vlooienbehandeling', 'Kattentrimmen',
]
export const POSITIVE_REVIEWS = [
	'Onze labradoodle kwam superblij en prachtig geknipt naar huis.',
	'Heel geduldig met onze angstige teckel, echt een aanrader!',
	'Vriendelijke ontvangst, eerlijke prijs en een mooi resultaat.',
	'Altijd snel een afspraak mogelijk en ze denken goed mee over de vacht.',
	'Mijn poedel ziet er weer top uit, de trimster heeft gouden handen.',
	'Schone salon en je merkt dat ze echt van honden houden.',
	'Goed advies gekregen over het borstelen tussen de afspraken door.',
	'Onze puppy mocht eerst rustig wennen, heel fijne eerste ervaring.',
	'Netjes op tijd klaar en de hond rook heerlijk.',
	'Eindelijk een salon waar onze bouvier graag naartoe gaat.',
]
export const NEGATIVE_REVIEWS = [
	'Het duurde wat langer dan afgesproken.',
	'Parkeren voor de deur is lastig.',
	'Telefonisch soms moeilijk bereikbaar.',
	'Iets aan de prijzige kant, maar wel goed werk.',
	'De vacht was korter dan we hadden gevraagd.',
]
export const SUMMARIES = [
	'Kleinschalige trimsalon met persoonlijke aandacht voor elke hond.',
	'Ervaren trimsters voor alle rassen, van chihuahua tot newfoundlander.',
	'Rustige salon waar honden zonder stress geholpen worden.',
	'Specialist in rasspecifiek trimmen en vachtverzorging.',
	'Moderne trimsalon met hypoallergene, natuurlijke producten.',
]
export const DESCRIPTION_OPENINGS = [
	'In onze sfeervolle salon staat het welzijn van je hond altijd voorop.',
	'Al meer dan tien jaar verzorgen wij honden van alle rassen en maten.',
	'Wij werken op afspraak, zodat er altijd rust en tijd is voor jouw hond.',
	'Als gediplomeerd hondentrimster weet ik precies wat elke vachtsoort nodig heeft.',
	'Bij ons wordt je hond met geduld en liefde behandeld, zonder haast.',
]
export const DESCRIPTION_MIDDLES = [
	'We gebruiken milde shampoos die passen bij de huid en de vacht van je hond.',
	'Voor puppy’s hebben we speciale wenafspraken, zodat trimmen vanaf het begin leuk is.',
	'Oudere honden krijgen extra pauzes en een aangepaste behandeling.',
	'Na afloop krijg je advies over borstelen en vachtverzorging thuis.',
	'Ook voor plukken en ontwollen van ruwharige rassen ben je bij ons aan het juiste adres.',
]
