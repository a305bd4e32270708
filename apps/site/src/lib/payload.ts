import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { cache } from 'react'

export const payloadClient = cache((): Promise<Payload> => getPayload({ config }))
