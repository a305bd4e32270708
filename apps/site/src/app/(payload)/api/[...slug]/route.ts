/* Payload's REST API at /api (the shape Payload generates), with malformed JSON answered 400. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guardJsonBody } from '../../../../lib/rest-guard'

export const GET = REST_GET(config)
export const POST = guardJsonBody(REST_POST(config))
export const DELETE = REST_DELETE(config)
export const PATCH = guardJsonBody(REST_PATCH(config))
export const PUT = guardJsonBody(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
