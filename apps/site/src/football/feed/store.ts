/** Writes of the feeds through Payload's Local API (so the afterChange hook publishes each change). */
import type { Payload } from 'payload'
import type { Match } from '../../payload-types'

export type MatchData = Partial<Omit<Match, 'id' | 'createdAt' | 'updatedAt'>>

export class FootballStore {
  private leagues = new Map<string, number>()
  private teams = new Map<string, number>()

  constructor(
    readonly payload: Payload,
    private readonly context: Record<string, unknown> = {},
  ) {}

  league(data: {
    slug: string
    name: string
    country: string
    providerId?: string
    logoUrl?: string | null
  }): Promise<number> {
    return this.idBySlug('leagues', this.leagues, data)
  }

  team(data: {
    slug: string
    name: string
    abbreviation?: string
    providerId?: string
    logoUrl?: string | null
  }): Promise<number> {
    return this.idBySlug('teams', this.teams, data)
  }

  /** The id of the league or team with `data.slug`, created from `data` when there is none (remembered). */
  private async idBySlug(
    collection: 'leagues' | 'teams',
    seen: Map<string, number>,
    data: { slug: string; name: string },
  ): Promise<number> {
    const hit = seen.get(data.slug)
    if (hit) return hit
    const found = await this.payload.find({
      collection,
      where: { slug: { equals: data.slug } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    const id =
      found.docs[0]?.id ?? (await this.payload.create({ collection, data: data as never, context: this.context })).id
    seen.set(data.slug, id)
    return id
  }

  async matchBySlug(slug: string): Promise<Match | null> {
    const found = await this.payload.find({
      collection: 'matches',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    return found.docs[0] ?? null
  }

  async createMatch(data: MatchData & Pick<Match, 'slug' | 'date' | 'league' | 'home' | 'away'>): Promise<Match> {
    return this.payload.create({ collection: 'matches', data: data as Match, depth: 0, context: this.context })
  }

  async updateMatch(id: number, data: MatchData): Promise<Match> {
    return this.payload.update({ collection: 'matches', id, data, depth: 0, context: this.context })
  }
}
