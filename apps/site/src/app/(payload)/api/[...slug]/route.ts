/* Payload's REST API at /api (the shape Payload generates), with malformed JSON answered 400 and no
   answer naming the address the site binds (lib/api-no-endpoints.ts). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { hideNoEndpoints } from '../../../../lib/api-no-endpoints'
import { guardJsonBody } from '../../../../lib/rest-guard'

export const GET = hideNoEndpoints(REST_GET(config))
export const POST = hideNoEndpoints(guardJsonBody(REST_POST(config)))
export const DELETE = hideNoEndpoints(REST_DELETE(config))
export const PATCH = hideNoEndpoints(guardJsonBody(REST_PATCH(config)))
export const PUT = hideNoEndpoints(guardJsonBody(REST_PUT(config)))
export const OPTIONS = hideNoEndpoints(REST_OPTIONS(config))
