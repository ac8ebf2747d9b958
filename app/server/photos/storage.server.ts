import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { config } from '../config.server'

/** Where photos live: files under DATA_DIR/uploads served by the app, or an S3-compatible bucket. */
export type PhotoStore = {
	/** The public URL prefix of every stored key. */
	publicBase: string
	put: (key: string, data: Buffer) => Promise<void>
	remove: (keys: string[]) => Promise<void>
}

export const UPLOADS_PATH = '/uploads'

/** The uploads folder under the data folder, served at /uploads. */
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

export function s3Store(settings: {
	endpoint: string
	region: string
	bucket: string
	accessKeyId: string
	secretAccessKey: string
	publicUrl: string
}): PhotoStore {
	const client = new S3Client({
		endpoint: settings.endpoint,
		region: settings.region,
		// Path-style URLs work with every S3-compatible server (MinIO, Garage, s3rver), not only AWS.
		forcePathStyle: true,
		credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
	})
	return {
		publicBase: settings.publicUrl.replace(/\/$/, ''),
		put: async (key, data) => {
			await client.send(
				new PutObjectCommand({
					Bucket: settings.bucket,
					Key: key,
					Body: data,
					ContentType: 'image/webp',
					CacheControl: 'public, max-age=31536000, immutable',
				}),
			)
		},
		remove: async (keys) => {
			if (keys.length)
				await client.send(new DeleteObjectsCommand({ Bucket: settings.bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }))
		},
	}
}

let store: PhotoStore | undefined

/** The configured store: the bucket when S3_* is set, else the local folder. */
export function photoStore(): PhotoStore {
	if (store) return store
	const cfg = config()
	store =
		cfg.S3_ENDPOINT && cfg.S3_ACCESS_KEY_ID && cfg.S3_SECRET_ACCESS_KEY
			? s3Store({
					endpoint: cfg.S3_ENDPOINT,
					region: cfg.S3_REGION,
					bucket: cfg.S3_BUCKET,
					accessKeyId: cfg.S3_ACCESS_KEY_ID,
					secretAccessKey: cfg.S3_SECRET_ACCESS_KEY,
					publicUrl: cfg.S3_PUBLIC_URL ?? `${cfg.S3_ENDPOINT.replace(/\/$/, '')}/${cfg.S3_BUCKET}`,
				})
			: localStore(uploadsDir())
	return store
}
