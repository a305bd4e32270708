import { AccordionBlock } from './Accordion/config'
import { CallToActionBlock } from './CallToAction/config'
import { FormBlock } from './Form/config'
import { GalleryBlock } from './Gallery/config'
import { HeroBlock } from './Hero/config'
import { ItineraryBlock } from './Itinerary/config'
import { LiveMatchBlock } from './LiveMatch/config'
import { LatestGuidesBlock } from './LatestGuides/config'
import { LoginRegisterBlock } from './LoginRegister/config'
import { MediaBlock } from './MediaBlock/config'
import { PricingTableBlock } from './PricingTable/config'
import { RichTextBlock } from './RichText/config'
import { SliderBlock } from './Slider/config'
import { TabsBlock } from './Tabs/config'
import { ToursGridBlock } from './ToursGrid/config'

/** Every block an editor can place in a page's layout (the page builder). */
export const pageBlocks = [
  HeroBlock,
  RichTextBlock,
  MediaBlock,
  CallToActionBlock,
  LatestGuidesBlock,
  ToursGridBlock,
  GalleryBlock,
  PricingTableBlock,
  ItineraryBlock,
  TabsBlock,
  AccordionBlock,
  SliderBlock,
  FormBlock,
  LiveMatchBlock,
  LoginRegisterBlock,
]
