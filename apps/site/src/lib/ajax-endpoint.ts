import { addDataAndFileToRequest, type Endpoint } from 'payload'
import { issueFormToken } from '../form-token/server'

/**
 * The page configuration's `ajaxurl` (POST /api/ajax). `action=eael_get_token` (form field or JSON)
 * answers {success: true, data: {nonce}}: a fresh form token (SPEC section 7, "Nonce refresh").
 */
export const ajaxEndpoint: Endpoint = {
  path: '/ajax',
  method: 'post',
  handler: async (req) => {
    let action: unknown
    const type = req.headers.get('content-type') ?? ''
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const form = await req.formData?.().catch(() => null)
      action = form?.get('action')
    } else {
      await addDataAndFileToRequest(req)
      action = (req.data as { action?: unknown } | undefined)?.action
    }
    if (action !== 'eael_get_token')
      return Response.json({ success: false, data: { message: 'Unknown action' } }, { status: 400 })
    return Response.json(
      { success: true, data: { nonce: issueFormToken() } },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
