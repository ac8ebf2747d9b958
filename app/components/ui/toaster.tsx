import { Toast as RadixToast } from 'radix-ui'
import type { Toast } from '~/lib/common/toast'

/** DESIGN: a toast closes after 5 seconds; F8 (Radix's default hotkey) focuses it; swipe right dismisses. */
export const TOAST_DURATION_MS = 5_000

/** The toast on screen (Radix: a live region, F8 focuses it, swipe right or the button closes it). */
export function ToastView({ toast: current, onClose }: { toast: Toast; onClose: () => void }) {
	return (
		<RadixToast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Melding">
			<RadixToast.Root
				key={current.id}
				defaultOpen
				onOpenChange={(open) => (open ? undefined : onClose())}
				type={current.variant === 'destructive' ? 'foreground' : 'background'}
				className={`grid grid-cols-[1fr_auto] items-start gap-x-3 rounded-xl border p-4 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${
					current.variant === 'destructive' ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 bg-white text-slate-900'
				}`}
			>
				<RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
				<RadixToast.Close aria-label="Sluiten" className="row-span-2 rounded p-1 text-slate-500 hover:bg-slate-100">
					<span aria-hidden="true">×</span>
				</RadixToast.Close>
				{current.description ? <RadixToast.Description className="mt-1 text-sm">{current.description}</RadixToast.Description> : null}
			</RadixToast.Root>
			<RadixToast.Viewport
				label="Meldingen ({hotkey})"
				className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
			/>
		</RadixToast.Provider>
	)
}
