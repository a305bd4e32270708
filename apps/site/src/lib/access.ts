import type { Access, FieldAccess, PayloadRequest } from 'payload'

type Role = 'admin' | 'editor'

export const hasRole = (req: PayloadRequest, ...roles: Role[]): boolean => {
  const user = req.user as { roles?: Role[]; collection?: string } | null
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => roles.includes(r)))
}

export const isStaff: Access = ({ req }) => hasRole(req, 'admin', 'editor')
export const isAdmin: Access = ({ req }) => hasRole(req, 'admin')
export const isAdminField: FieldAccess = ({ req }) => hasRole(req, 'admin')
export const anyone: Access = () => true

/** Staff read drafts; everybody else reads only what is published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (hasRole(req, 'admin', 'editor')) return true
  return { _status: { equals: 'published' } }
}
