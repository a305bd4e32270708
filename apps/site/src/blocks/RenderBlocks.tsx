import type { Page } from '../payload-types'
import { AccordionBlockComponent } from './Accordion/Component'
import { CallToActionComponent } from './CallToAction/Component'
import { FormBlockComponent } from './Form/Component'
import { GalleryBlockComponent } from './Gallery/Component'
import { HeroComponent } from './Hero/Component'
import { ItineraryBlockComponent } from './Itinerary/Component'
import { LiveMatchComponent } from './LiveMatch/Component'
import { LatestGuidesComponent } from './LatestGuides/Component'
import { LoginRegisterComponent } from './LoginRegister/Component'
import { MediaBlockComponent } from './MediaBlock/Component'
import { PricingTableComponent } from './PricingTable/Component'
import { RichTextBlockComponent } from './RichText/Component'
import { SliderComponent } from './Slider/Component'
import { TabsBlockComponent } from './Tabs/Component'
import { contentLocale } from '../lib/data'
import { ToursGridComponent } from './ToursGrid/Component'

type Block = NonNullable<Page['layout']>[number]

const components: { [K in Block['blockType']]: (props: Extract<Block, { blockType: K }>) => React.ReactNode } = {
  hero: (p) => <HeroComponent {...p} />,
  richText: RichTextBlockComponent,
  mediaBlock: MediaBlockComponent,
  cta: CallToActionComponent,
  latestGuides: LatestGuidesComponent as never,
  toursGrid: ToursGridComponent as never,
  gallery: GalleryBlockComponent,
  pricingTable: PricingTableComponent,
  itinerary: ItineraryBlockComponent,
  tabs: TabsBlockComponent,
  accordion: AccordionBlockComponent,
  slider: SliderComponent,
  formBlock: FormBlockComponent,
  liveMatch: LiveMatchComponent,
  loginRegister: LoginRegisterComponent,
}

/** The page builder: each block of a layout rendered by its component (a live match in the page's language). */
export async function RenderBlocks({ blocks }: { blocks: Page['layout'] }) {
  const pageLang = await contentLocale()
  return (
    <>
      {(blocks ?? []).map((block, i) => {
        const C = components[block.blockType] as (p: Block) => React.ReactNode
        if (!C) return null
        return block.blockType === 'liveMatch' ? (
          <C key={block.id ?? i} {...block} {...({ pageLang } as object)} />
        ) : (
          <C key={block.id ?? i} {...block} />
        )
      })}
    </>
  )
}
