import { useState } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { CONTROL } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { openingHoursEditorSchema } from '~/lib/salons/opening-hours-schema'
import { dayFields, weekFromLines, WEEKDAYS, type DayHours, type Period } from '~/lib/salons/week-hours'

/**
 * The week editor: per day open or closed, one period or two around a break, and copying a day to
 * other days. Saved as the lines the public page and the open-now badge read.
 */
export function OpeningHoursEditor({ salonId, lines }: { salonId: number; lines: readonly string[] }) {
	const [week, setWeek] = useState(() => weekFromLines(lines))
	const [copyFrom, setCopyFrom] = useState<number | null>(null)
	const { errors, onSubmit, onChange } = useSchemaValidation(openingHoursEditorSchema, undefined)
	const setDay = (day: number, hours: DayHours) => setWeek(week.map((other, index) => (index === day ? hours : other)))
	const copy = (from: number, to: number[]) =>
		setWeek(week.map((hours, index) => (to.includes(index) ? structuredClone(week[from]!) : hours)))
	return (
		<Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-3">
			<input type="hidden" name="salonId" value={salonId} />
			{week.map((hours, day) => (
				<DayEditor
					key={WEEKDAYS[day]}
					day={day}
					hours={hours}
					errors={errors}
					onChange={(next) => setDay(day, next)}
					copying={copyFrom === day}
					onCopy={() => setCopyFrom(copyFrom === day ? null : day)}
					onCopyTo={(to) => {
						copy(day, to)
						setCopyFrom(null)
					}}
				/>
			))}
			<Button type="submit" name="intent" value="hours">
				Openingstijden opslaan
			</Button>
		</Form>
	)
}

type DayEditorProps = {
	day: number
	hours: DayHours
	errors: Record<string, string>
	onChange: (hours: DayHours) => void
	copying: boolean
	onCopy: () => void
	onCopyTo: (days: number[]) => void
}

function DayEditor({ day, hours, errors, onChange, copying, onCopy, onCopyTo }: DayEditorProps) {
	const fields = dayFields(day)
	const name = WEEKDAYS[day]!
	const setPeriod = (index: number, period: Period) =>
		onChange({ ...hours, periods: hours.periods.map((p, i) => (i === index ? period : p)) })
	return (
		<fieldset className="rounded-lg border border-slate-200 p-3">
			<legend className="px-1 text-sm font-semibold text-slate-900">{name}</legend>
			<div className="flex flex-wrap items-start gap-3">
				<label className="flex items-center gap-2 pt-2 text-sm">
					<input
						type="checkbox"
						name={fields.open}
						checked={hours.open}
						onChange={(event) => onChange({ ...hours, open: event.target.checked })}
						className="size-4"
					/>
					Open
				</label>
				{hours.open ? (
					hours.periods.map((period, index) => (
						<PeriodInputs
							key={index}
							dayName={name}
							second={index === 1}
							period={period}
							names={{ from: fields.from(index), to: fields.to(index) }}
							errors={errors}
							onChange={(next) => setPeriod(index, next)}
						/>
					))
				) : (
					<span className="pt-2 text-sm text-slate-600">Gesloten</span>
				)}
			</div>
			<div className="mt-2 flex flex-wrap gap-2">
				{hours.open && hours.periods.length === 1 ? (
					<Button variant="ghost" className="!px-2 !py-1" onClick={() => onChange({ ...hours, periods: withBreak(hours.periods[0]!) })}>
						Pauze toevoegen<span className="sr-only"> op {name.toLowerCase()}</span>
					</Button>
				) : null}
				{hours.open && hours.periods.length === 2 ? (
					<Button
						variant="ghost"
						className="!px-2 !py-1"
						onClick={() => onChange({ ...hours, periods: [{ from: hours.periods[0]!.from, to: hours.periods[1]!.to }] })}
					>
						Pauze verwijderen<span className="sr-only"> op {name.toLowerCase()}</span>
					</Button>
				) : null}
				<Button variant="ghost" className="!px-2 !py-1" aria-expanded={copying} onClick={onCopy}>
					Kopiëren naar andere dagen<span className="sr-only"> ({name.toLowerCase()})</span>
				</Button>
			</div>
			{copying ? <CopyDays from={day} onCopy={onCopyTo} /> : null}
		</fieldset>
	)
}

type PeriodInputsProps = {
	dayName: string
	second: boolean
	period: Period
	names: { from: string; to: string }
	errors: Record<string, string>
	onChange: (period: Period) => void
}

function PeriodInputs({ dayName, second, period, names, errors, onChange }: PeriodInputsProps) {
	const which = second ? 'na de pauze' : ''
	const input = (key: 'from' | 'to', label: string) => (
		<label className="text-sm">
			<span className="sr-only">
				{dayName} {which}{' '}
			</span>
			{label}
			<input
				type="time"
				name={names[key]}
				value={period[key]}
				onChange={(event) => onChange({ ...period, [key]: event.target.value })}
				aria-invalid={errors[names[key]] ? true : undefined}
				className={`${CONTROL} mt-1 w-32`}
			/>
			{errors[names[key]] ? <span className="mt-1 block text-sm text-red-700">{errors[names[key]]}</span> : null}
		</label>
	)
	return (
		<div className="flex gap-2">
			{input('from', 'van')}
			{input('to', 'tot')}
		</div>
	)
}

/** A lunch break splits one period at 12:00 - 13:00 when it spans that hour, else adds an afternoon. */
function withBreak(period: Period): Period[] {
	if (period.from < '12:00' && period.to > '13:00')
		return [
			{ from: period.from, to: '12:00' },
			{ from: '13:00', to: period.to },
		]
	return [period, { from: '13:00', to: '17:30' }]
}

function CopyDays({ from, onCopy }: { from: number; onCopy: (days: number[]) => void }) {
	const others = WEEKDAYS.map((name, day) => ({ name, day })).filter(({ day }) => day !== from)
	// Weekdays are the usual target: a weekday copies to the other weekdays, a weekend day to the other weekend day.
	const [chosen, setChosen] = useState(() => others.filter(({ day }) => day < 5 === from < 5).map(({ day }) => day))
	return (
		<fieldset className="mt-3 rounded-lg bg-slate-50 p-3">
			<legend className="text-sm font-medium">Kopieer de tijden van {WEEKDAYS[from]!.toLowerCase()} naar</legend>
			<div className="mt-1 flex flex-wrap gap-3">
				{others.map(({ name, day }) => (
					<label key={name} className="flex items-center gap-1.5 text-sm">
						<input
							type="checkbox"
							checked={chosen.includes(day)}
							onChange={(event) => setChosen(event.target.checked ? [...chosen, day] : chosen.filter((other) => other !== day))}
							className="size-4"
						/>
						{name}
					</label>
				))}
			</div>
			<Button variant="secondary" className="mt-3 !py-1.5" onClick={() => onCopy(chosen)}>
				Kopiëren
			</Button>
		</fieldset>
	)
}
