import { z } from 'zod'

/** Centrifugo's RPC proxy request (the gateway sends the same). */
export const proxyRequestSchema = z
  .object({
    client: z.string().optional(),
    transport: z.string().optional(),
    protocol: z.string().optional(),
    encoding: z.string().optional(),
    user: z.string().optional(),
    method: z.string({ required_error: 'method is required' }).min(1).max(200),
    data: z.unknown().optional(),
  })
  .passthrough()

export const footballListSchema = z.object({
  lang: z
    .string({ required_error: 'required', invalid_type_error: 'must be a string' })
    .trim()
    .min(1, 'must not be empty')
    .max(16, 'too long'),
  period: z.enum(['live', 'today', 'tomorrow'], {
    errorMap: (_issue, ctx) => ({
      message: ctx.data === undefined ? 'required' : 'must be one of live, today, tomorrow',
    }),
  }),
})

export const footballDetailSchema = z.object({
  slug: z
    .string({ required_error: 'required', invalid_type_error: 'must be a string' })
    .min(1, 'must not be empty')
    .max(120, 'too long')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a match slug (lower-case letters, digits and dashes)'),
})

/** "bad parameter period: must be one of live, today, tomorrow; missing parameter lang" */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((i) => {
      const name = i.path.join('.') || 'data'
      return i.message === 'required' ? `missing parameter ${name}` : `bad parameter ${name}: ${i.message}`
    })
    .join('; ')
}
