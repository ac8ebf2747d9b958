import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { Form, useFetcher, useNavigate } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import {
	directoryHref,
	FIRST_FREE_PARAM,
	NEW_CLIENTS_PARAM,
	ONLINE_BOOKING_PARAM,
	parseFirstFree,
	parseRadius,
} from '~/lib/search/search-params'
import { paths } from '~/lib/common/paths'
import type { Suggestion } from '~/server/search/suggest.server'

const KIND_LABEL = { place: 'Plaats', salon: 'Trimsalon' } as const
const DEBOUNCE_MS = 150

type Props = {
	/** Prefix for element ids; several boxes can share a page. */
	id: string
	/** Names the search landmark; each box on a page needs its own. */
	label?: string
	defaultValue?: string
	/** Extra fields inside the form, before the button (the directory's radius). */
	children?: ReactNode
	className?: string
}

/**
 * The search box: a combobox that suggests places and salons while typing. A non-empty text goes
 * to /directory?location=..., an empty one to /directory (spec: no validation). Without
 * JavaScript it is a plain GET form to /directory.
 */
export function SearchBox({ id, label = 'Trimsalons zoeken', defaultValue = '', children, className = '' }: Props) {
	const navigate = useNavigate()
	const fetcher = useFetcher<{ suggestions: Suggestion[] }>()
	const [text, setText] = useState(defaultValue)
	const [open, setOpen] = useState(false)
	const [active, setActive] = useState(-1)
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const listId = `${id}-suggesties`
	const hintId = useId()
	const suggestions = text.trim().length >= 2 ? (fetcher.data?.suggestions ?? []) : []
	const expanded = open && suggestions.length > 0

	useEffect(() => setText(defaultValue), [defaultValue])
	useEffect(() => () => clearTimeout(timer.current), [])

	function onType(value: string) {
		setText(value)
		setActive(-1)
		setOpen(true)
		clearTimeout(timer.current)
		if (value.trim().length >= 2)
			timer.current = setTimeout(() => fetcher.load(`${paths.api.suggest}?q=${encodeURIComponent(value.trim())}`), DEBOUNCE_MS)
	}

	function choose(suggestion: Suggestion) {
		setOpen(false)
		navigate(suggestion.href)
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			if (!suggestions.length) return
			event.preventDefault()
			setOpen(true)
			const count = suggestions.length
			const down = event.key === 'ArrowDown'
			setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1))
		} else if (event.key === 'Escape') {
			// The combobox pattern: Escape first closes an open list and keeps the text; only with the
			// list closed does it clear the box. (A search input would clear itself on the first one.)
			event.preventDefault()
			if (expanded) {
				setOpen(false)
				setActive(-1)
			} else setText('')
		} else if (event.key === 'Enter' && expanded && suggestions[active]) {
			event.preventDefault()
			choose(suggestions[active])
		}
	}

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		setOpen(false)
		const form = new FormData(event.currentTarget)
		const radius = form.get('radius')
		navigate(
			directoryHref({
				location: text.trim(),
				radius: radius ? parseRadius(String(radius)) : undefined,
				newClients: form.get(NEW_CLIENTS_PARAM) === '1',
				onlineBooking: form.get(ONLINE_BOOKING_PARAM) === '1',
				firstFree: parseFirstFree(form.get(FIRST_FREE_PARAM)?.toString()),
			}),
		)
	}

	return (
		<Form
			method="get"
			action={paths.directory}
			role="search"
			aria-label={label}
			onSubmit={onSubmit}
			className={`relative flex flex-wrap gap-2 ${className}`}
		>
			<label htmlFor={`${id}-input`} className="sr-only">
				Zoek op stad, postcode of naam
			</label>
			<div className="relative min-w-0 flex-1 basis-56">
				<input
					id={`${id}-input`}
					name="location"
					type="search"
					value={text}
					onChange={(event) => onType(event.target.value)}
					onKeyDown={onKeyDown}
					onBlur={() => setOpen(false)}
					onFocus={() => setOpen(true)}
					placeholder="Zoek op stad, postcode of naam"
					autoComplete="off"
					role="combobox"
					aria-autocomplete="list"
					aria-expanded={expanded}
					aria-controls={listId}
					aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
					aria-describedby={hintId}
					className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
				/>
				<span id={hintId} className="sr-only">
					Gebruik de pijltjestoetsen om een suggestie te kiezen.
				</span>
				<ul
					id={listId}
					role="listbox"
					aria-label="Suggesties"
					hidden={!expanded}
					className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-left shadow-lg"
				>
					{suggestions.map((suggestion, index) => (
						<li
							key={`${suggestion.kind}-${suggestion.href}`}
							id={`${listId}-${index}`}
							role="option"
							aria-selected={index === active}
							onMouseDown={(event) => event.preventDefault()}
							onClick={() => choose(suggestion)}
							className={`flex cursor-pointer items-baseline justify-between gap-3 px-4 py-2 ${index === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
						>
							<span className="font-medium text-slate-900">{suggestion.label}</span>
							<span className="shrink-0 text-xs text-slate-600">
								{KIND_LABEL[suggestion.kind]} · {suggestion.detail}
							</span>
						</li>
					))}
				</ul>
			</div>
			{children}
			<button type="submit" className={buttonClass('primary', 'px-6 py-3 text-base')}>
				Zoeken
			</button>
		</Form>
	)
}
