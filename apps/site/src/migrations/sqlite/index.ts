import * as migration_20261121_054454_initial from './20261121_054454_initial';
import * as migration_20261121_060730_chat_tracking from './20261121_060730_chat_tracking';
import * as migration_20261121_062253_live_football from './20261121_062253_live_football';
import * as migration_20261121_064828_accounts_booking from './20261121_064828_accounts_booking';
import * as migration_20261121_071553_behaviours from './20261121_071553_behaviours';
import * as migration_20261124_012900_gallery_videos from './20261124_012900_gallery_videos';
import * as migration_20261124_132851_media_storage from './20261124_132851_media_storage';
import * as migration_20261124_135858_live_match_following from './20261124_135858_live_match_following';
import * as migration_20261124_142547_drop_login_lock_columns from './20261124_142547_drop_login_lock_columns';
import * as migration_20261124_163434_localization from './20261124_163434_localization';
import * as migration_20261124_164000_search_index from './20261124_164000_search_index';
import * as migration_20261124_172500_live_match_page_language from './20261124_172500_live_match_page_language';
import * as migration_20261124_204318_guides_after_localization from './20261124_204318_guides_after_localization';
import * as migration_20261124_233000_search_index_version from './20261124_233000_search_index_version';
import * as migration_20261125_060431_variant_labels from './20261125_060431_variant_labels';
import * as migration_20261125_061710_tour_faq from './20261125_061710_tour_faq';
import * as migration_20261128_171018_media_alt_localized from './20261128_171018_media_alt_localized';

export const migrations = [
  {
    up: migration_20261121_054454_initial.up,
    down: migration_20261121_054454_initial.down,
    name: '20261121_054454_initial',
  },
  {
    up: migration_20261121_060730_chat_tracking.up,
    down: migration_20261121_060730_chat_tracking.down,
    name: '20261121_060730_chat_tracking',
  },
  {
    up: migration_20261121_062253_live_football.up,
    down: migration_20261121_062253_live_football.down,
    name: '20261121_062253_live_football',
  },
  {
    up: migration_20261121_064828_accounts_booking.up,
    down: migration_20261121_064828_accounts_booking.down,
    name: '20261121_064828_accounts_booking',
  },
  {
    up: migration_20261121_071553_behaviours.up,
    down: migration_20261121_071553_behaviours.down,
    name: '20261121_071553_behaviours',
  },
  {
    up: migration_20261124_012900_gallery_videos.up,
    down: migration_20261124_012900_gallery_videos.down,
    name: '20261124_012900_gallery_videos',
  },
  {
    up: migration_20261124_132851_media_storage.up,
    down: migration_20261124_132851_media_storage.down,
    name: '20261124_132851_media_storage',
  },
  {
    up: migration_20261124_135858_live_match_following.up,
    down: migration_20261124_135858_live_match_following.down,
    name: '20261124_135858_live_match_following',
  },
  {
    up: migration_20261124_142547_drop_login_lock_columns.up,
    down: migration_20261124_142547_drop_login_lock_columns.down,
    name: '20261124_142547_drop_login_lock_columns',
  },
  {
    up: migration_20261124_163434_localization.up,
    down: migration_20261124_163434_localization.down,
    name: '20261124_163434_localization',
  },
  {
    up: migration_20261124_164000_search_index.up,
    down: migration_20261124_164000_search_index.down,
    name: '20261124_164000_search_index',
  },
  {
    up: migration_20261124_172500_live_match_page_language.up,
    down: migration_20261124_172500_live_match_page_language.down,
    name: '20261124_172500_live_match_page_language',
  },
  {
    up: migration_20261124_204318_guides_after_localization.up,
    down: migration_20261124_204318_guides_after_localization.down,
    name: '20261124_204318_guides_after_localization',
  },
  {
    up: migration_20261124_233000_search_index_version.up,
    down: migration_20261124_233000_search_index_version.down,
    name: '20261124_233000_search_index_version',
  },
  {
    up: migration_20261125_060431_variant_labels.up,
    down: migration_20261125_060431_variant_labels.down,
    name: '20261125_060431_variant_labels',
  },
  {
    up: migration_20261125_061710_tour_faq.up,
    down: migration_20261125_061710_tour_faq.down,
    name: '20261125_061710_tour_faq',
  },
  {
    up: migration_20261128_171018_media_alt_localized.up,
    down: migration_20261128_171018_media_alt_localized.down,
    name: '20261128_171018_media_alt_localized'
  },
];
