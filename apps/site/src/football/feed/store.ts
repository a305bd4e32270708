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

  async league(data: { slug: string; name: string; country: string; providerId?: string; logoUrl?: string | null }): Promise<number> {
    const hit = this.leagues.get(data.slug)
    if (hit) return hit
    const found = await this.payload.find({ collection: 'leagues', where: { slug: { equals: data.slug } }, limit: 1, depth: 0, pagination: false })
    const id = found.docs[0]?.id ?? (await this.payload.create({ collection: 'leagues', data, context: this.context })).id
    this.leagues.set(data.slug, id)
    return id
  }

  async team(data: { slug: string; name: string; abbreviation?: string; providerId?: string; logoUrl?: string | null }): Promise<number> {
    const hit = this.teams.get(data.slug)
    if (hit) return hit
    const found = await this.payload.find({ collection: 'teams', where: { slug: { equals: data.slug } }, limit: 1, depth: 0, pagination: false })
    const id = found.docs[0]?.id ?? (await this.payload.create({ collection: 'teams', data, context: this.context })).id
    this.teams.set(data.slug, id)
    return id
  }

  async matchBySlug(slug: string): Promise<Match | null> {
    const found = await this.payload.find({ collection: 'matches', where: { slug: { equals: slug } }, limit: 1, depth: 0, pagination: false })
    return found.docs[0] ?? null
  }

  async createMatch(data: MatchData & Pick<Match, 'slug' | 'date' | 'league' | 'home' | 'away'>): Promise<Match> {
    return this.payload.create({ collection: 'matches', data: data as Match, depth: 0, context: this.context })
  }

  async updateMatch(id: number, data: MatchData): Promise<Match> {
    return this.payload.update({ collection: 'matches', id, data, depth: 0, context: this.context })
  }
}
