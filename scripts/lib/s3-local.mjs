// A local S3-compatible server (s3rver, pure JavaScript, objects kept as files under `dir`) for the
// tests and the local cluster: the site's media go to it exactly as they would go to S3.
import fs from 'node:fs'
import S3rver from 's3rver'

/** s3rver's built-in credentials: it accepts requests signed with these. */
const KEY = 'S3RVER'

/**
 * Starts s3rver in this process on 127.0.0.1 (`port`, else one the system picks, so no other
 * process can take it in between) with `bucket` created, and returns the S3_* variables that point
 * the site at it. `stop()` closes it; the objects stay in `dir`.
 *
 * @param {{ dir: string, port?: number, bucket?: string, silent?: boolean }} opts
 * @returns {Promise<{ env: { S3_BUCKET: string, S3_ENDPOINT: string, S3_REGION: string, S3_ACCESS_KEY_ID: string, S3_SECRET_ACCESS_KEY: string, S3_FORCE_PATH_STYLE: string }, stop: () => Promise<void> }>}
 */
export async function startLocalS3({ dir, port = 0, bucket = 'media', silent = true }) {
  fs.mkdirSync(dir, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent,
    configureBuckets: [{ name: bucket }],
  })
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    // Clients keep connections alive: close them too, or close() would wait for them.
    stop: async () => {
      const closed = server.close()
      server.httpServer.closeAllConnections()
      await closed
    },
  }
}
