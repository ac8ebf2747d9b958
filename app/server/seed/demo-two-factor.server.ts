/**
 * The demo admin signs in with two-factor too, with a secret everyone can know (demo mode is for one
 * person on their own machine): the key for an authenticator app is in the start log and the README.
 */
export const DEMO_ADMIN_TOTP_KEY = 'JBSWY3DPEHPK3PXP'
export const DEMO_ADMIN_BACKUP_CODES = [
	'demo1-00001',
	'demo1-00002',
	'demo1-00003',
	'demo1-00004',
	'demo1-00005',
	'demo1-00006',
	'demo1-00007',
	'demo1-00008',
	'demo1-00009',
	'demo1-00010',
]
