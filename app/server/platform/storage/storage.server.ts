import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { config, type Config } from '../config.server'
import { paths } from '~/lib/common/paths'

/** Where photos live: files under DATA_DIR/uploads served by the app, or an S3-compatible bucket. */
export type PhotoStore = {
	/** The public URL prefix of every stored key. */
	publicBase: string
	put: (key: string, data: Buffer) => Promise<void>
	remove: (keys: string[]) => Promise<void>
}

/** Where server.ts serves DATA_DIR/uploads. */
export const UPLOADS_PATH = paths.uploads
/** Every stored file is a WebP whose name never changes (it carries the upload time). */
const CONTENT_TYPE = 'image/webp'
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The uploads folder under the data folder. */
export function uploadsDir(dataDir = config().DATA_DIR) {
	return path.resolve(dataDir, 'uploads')
}

function localStore(root: string): PhotoStore {
	return {
		publicBase: UPLOADS_PATH,
		put: async (key, data) => {
			const file = path.join(root, key)
			await mkdir(path.dirname(file), { recursive: true })
			await writeFile(file, data)
		},
		remove: async (keys) => {
			await Promise.all(keys.map((key) => rm(path.join(root, key), { force: true })))
		},
	}
}

type S3Settings = {
	endpoint: string
	region: string
	bucket: string
	accessKeyId: string
	secretAccessKey: string
	publicUrl: string
}

function s3Store(settings: S3Settings): PhotoStore {
	// The AWS SDK is large: it is loaded with the first photo stored or removed, not with the app.
	const connect = async () => {
		const sdk = await import('@aws-sdk/client-s3')
		const client = new sdk.S3Client({
			endpoint: settings.endpoint,
			region: settings.region,
			// Path-style URLs work with every S3-compatible server (MinIO, Garage, s3rver), not only AWS.
			forcePathStyle: true,
			credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
		})
		return { sdk, client }
	}
	let connection: ReturnType<typeof connect> | undefined
	const Bucket = settings.bucket
	return {
		publicBase: settings.publicUrl,
		put: async (Key, Body) => {
			const { sdk, client } = await (connection ??= connect())
			await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body, ContentType: CONTENT_TYPE, CacheControl: CACHE_CONTROL }))
		},
		remove: async (keys) => {
			if (!keys.length) return
			const { sdk, client } = await (connection ??= connect())
			await client.send(new sdk.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }))
		},
	}
}

let made: { config: Config; store: PhotoStore } | undefined

/** The configured store: the bucket when S3_* is set (config checks that all of it is), else the local folder. */
export function photoStore(): PhotoStore {
	if (made?.config === config()) return made.store
	const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL, S3_REGION, S3_BUCKET } = config()
	const store =
		S3_ENDPOINT && S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY && S3_PUBLIC_URL
			? s3Store({
					endpoint: S3_ENDPOINT,
					region: S3_REGION,
					bucket: S3_BUCKET,
					accessKeyId: S3_ACCESS_KEY_ID,
					secretAccessKey: S3_SECRET_ACCESS_KEY,
					publicUrl: S3_PUBLIC_URL,
				})
			: localStore(uploadsDir())
	made = { config: config(), store }
	return store
}
