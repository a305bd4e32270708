/**
 * The first import of every one-shot program (migrate, seed, search-rebuild, create-admin): before the
 * Payload config builds its database adapter, no statement or idle-transaction timeout unless set
 * explicitly (lib/db.ts programDatabaseBounds). Imports run in order, so this one runs before
 * `@payload-config` and `npm run migrate` on a deployment gets it as the launcher's migrate does.
 */
import { programDatabaseBounds } from '../lib/db'

programDatabaseBounds()
