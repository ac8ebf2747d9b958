import { useEffect, useId, useState } from 'react'
import { Form, Link, NavLink, useLocation, useNavigation } from 'react-router'
import { buttonClass } from '~/components/ui/button'
import { DOG_OWNER_LINKS, MAIN_LINKS } from './nav-links'
import { paths } from '~/lib/common/paths'

type HeaderUser = { isAdmin: boolean } | null

// No header label may wrap onto a second line: below the width where every label fits on one line
// (xl, 1280 px, also signed in) the header collapses into the menu, and labels never break.
const ITEM = 'whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium'
const navClass = ({ isActive }: { isActive: boolean }) => `${ITEM} ${isActive ? 'text-brand-700' : 'text-slate-700 hover:text-brand-700'}`

export function Header({ user, siteName }: { user: HeaderUser; siteName: string }) {
	const [open, setOpen] = useState(false)
	const menuId = useId()
	// Any navigation closes the menu, signing out on the page you are on included.
	const { key } = useLocation()
	useEffect(() => setOpen(false), [key])
	const close = () => setOpen(false)

	return (
		<header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
			<div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3">
				<Link to={paths.home} className="flex shrink-0 items-center gap-2 text-lg font-bold whitespace-nowrap text-brand-700">
					<Logo />
					<span>{siteName}</span>
				</Link>
				<nav aria-label="Hoofdmenu" className="hidden items-center xl:flex">
					{MAIN_LINKS.map((link) => (
						<NavLink key={link.to} to={link.to} end className={navClass}>
							{link.label}
						</NavLink>
					))}
				</nav>
				<div className="hidden items-center gap-1 xl:flex">
					<AccountLinks user={user} />
					<Link to={paths.directory} className={buttonClass('primary', 'whitespace-nowrap')}>
						Zoek Trimsalon
					</Link>
				</div>
				<button
					type="button"
					className="rounded-md p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
					aria-expanded={open}
					aria-controls={menuId}
					onClick={() => setOpen((value) => !value)}
				>
					<span className="sr-only">{open ? 'Menu sluiten' : 'Menu openen'}</span>
					<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
						{open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
					</svg>
				</button>
			</div>
			{open ? (
				<nav id={menuId} aria-label="Mobiel menu" className="border-t border-slate-200 px-4 pb-4 xl:hidden">
					<ul className="flex flex-col gap-1 pt-2">
						{MAIN_LINKS.map((link) => (
							<li key={link.to}>
								<NavLink to={link.to} end className={navClass} onClick={close}>
									{link.label}
								</NavLink>
							</li>
						))}
					</ul>
					<div className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3">
						{user
							? DOG_OWNER_LINKS.map((link) => (
									<NavLink key={link.to} to={link.to} end className={navClass} onClick={close}>
										{link.label}
									</NavLink>
								))
							: null}
						<AccountLinks user={user} onNavigate={close} />
						<Link to={paths.directory} onClick={close} className={buttonClass('primary')}>
							Zoek Trimsalon
						</Link>
					</div>
				</nav>
			) : null}
		</header>
	)
}

function AccountLinks({ user, onNavigate }: { user: HeaderUser; onNavigate?: () => void }) {
	if (!user) {
		return (
			<Link to={paths.auth} onClick={onNavigate} className={`${ITEM} text-slate-700 hover:text-brand-700`}>
				Inloggen
			</Link>
		)
	}
	return (
		<>
			<Link
				to={user.isAdmin ? paths.admin : paths.dashboard}
				onClick={onNavigate}
				className={`${ITEM} text-slate-700 hover:text-brand-700`}
			>
				{user.isAdmin ? 'Admin Portal' : 'Dashboard'}
			</Link>
			<Link to={paths.account} onClick={onNavigate} className={`${ITEM} text-slate-700 hover:text-brand-700`}>
				Mijn account
			</Link>
			<SignOutButton />
		</>
	)
}

/** Disabled and reading 'Bezig...' while signing out; repeated clicks are ignored; history is replaced. */
function SignOutButton() {
	const navigation = useNavigation()
	const signingOut = navigation.state !== 'idle' && navigation.formAction === paths.logout
	return (
		<Form method="post" action={paths.logout} replace onSubmit={(event) => signingOut && event.preventDefault()}>
			<button
				type="submit"
				disabled={signingOut}
				className={`${ITEM} w-full text-left text-slate-700 hover:text-brand-700 disabled:cursor-wait disabled:text-slate-500`}
			>
				{signingOut ? 'Bezig...' : 'Uitloggen'}
			</button>
		</Form>
	)
}

/**
 * The paw of `public/favicon.svg`, drawn in the page itself: an SVG file as an image costs the browser a
 * document of its own on the main thread. The tab icon has to stay a file, so a new logo changes both.
 */
function Logo() {
	return (
		<svg viewBox="0 0 64 64" width={28} height={28} aria-hidden="true">
			<rect width="64" height="64" rx="14" fill="#3B82F6" />
			<g fill="#fff">
				<ellipse cx="32" cy="40" rx="12" ry="10" />
				<circle cx="18" cy="26" r="6" />
				<circle cx="28" cy="18" r="6" />
				<circle cx="40" cy="18" r="6" />
				<circle cx="48" cy="28" r="6" />
			</g>
		</svg>
	)
}
