import type { ComponentProps } from 'react'
import { Link } from 'react-router'

const VARIANTS = {
	primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-500/60',
	secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400',
	danger: 'bg-red-600 text-white hover:bg-red-700 disabled:bg-red-400',
	ghost: 'text-slate-700 hover:bg-slate-100',
} as const

export type ButtonVariant = keyof typeof VARIANTS

export function buttonClass(variant: ButtonVariant = 'primary', extra = '') {
	return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`
}

export function Button({ variant, className = '', type = 'button', ...props }: ComponentProps<'button'> & { variant?: ButtonVariant }) {
	return <button type={type} className={buttonClass(variant, className)} {...props} />
}

export function LinkButton({ variant, className = '', ...props }: ComponentProps<typeof Link> & { variant?: ButtonVariant }) {
	return <Link className={buttonClass(variant, className)} {...props} />
}
