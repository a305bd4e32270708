import * as migration_20261121_054500_initial from './20261121_054500_initial';
import * as migration_20261121_060748_chat_tracking from './20261121_060748_chat_tracking';
import * as migration_20261121_062313_live_football from './20261121_062313_live_football';
import * as migration_20261121_064839_accounts_booking from './20261121_064839_accounts_booking';
import * as migration_20261121_071558_behaviours from './20261121_071558_behaviours';
import * as migration_20261124_012912_gallery_videos from './20261124_012912_gallery_videos';
import * as migration_20261124_132855_media_storage from './20261124_132855_media_storage';
import * as migration_20261124_135919_live_match_following from './20261124_135919_live_match_following';
import * as migration_20261124_142606_drop_login_lock_columns from './20261124_142606_drop_login_lock_columns';
import * as migration_20261124_163610_localization from './20261124_163610_localization';
import * as migration_20261124_164000_search_index from './20261124_164000_search_index';
import * as migration_20261124_172506_live_match_page_language from './20261124_172506_live_match_page_language';
import * as migration_20261124_201500_search_title_index from './20261124_201500_search_title_index';
import * as migration_20261124_204347_guides_after_localization from './20261124_204347_guides_after_localization';
import * as migration_20261124_233000_search_index_version from './20261124_233000_search_index_version';
import * as migration_20261125_060447_variant_labels from './20261125_060447_variant_labels';
import * as migration_20261125_061718_tour_faq from './20261125_061718_tour_faq';
import * as migration_20261128_171053_media_alt_localized from './20261128_171053_media_alt_localized';

export const migrations = [
  {
    up: migration_20261121_054500_initial.up,
    down: migration_20261121_054500_initial.down,
    name: '20261121_054500_initial',
  },
  {
    up: migration_20261121_060748_chat_tracking.up,
    down: migration_20261121_060748_chat_tracking.down,
    name: '20261121_060748_chat_tracking',
  },
  {
    up: migration_20261121_062313_live_football.up,
    down: migration_20261121_062313_live_football.down,
    name: '20261121_062313_live_football',
  },
  {
    up: migration_20261121_064839_accounts_booking.up,
    down: migration_20261121_064839_accounts_booking.down,
    name: '20261121_064839_accounts_booking',
  },
  {
    up: migration_20261121_071558_behaviours.up,
    down: migration_20261121_071558_behaviours.down,
    name: '20261121_071558_behaviours',
  },
  {
    up: migration_20261124_012912_gallery_videos.up,
    down: migration_20261124_012912_gallery_videos.down,
    name: '20261124_012912_gallery_videos',
  },
  {
    up: migration_20261124_132855_media_storage.up,
    down: migration_20261124_132855_media_storage.down,
    name: '20261124_132855_media_storage',
  },
  {
    up: migration_20261124_135919_live_match_following.up,
    down: migration_20261124_135919_live_match_following.down,
    name: '20261124_135919_live_match_following',
  },
  {
    up: migration_20261124_142606_drop_login_lock_columns.up,
    down: migration_20261124_142606_drop_login_lock_columns.down,
    name: '20261124_142606_drop_login_lock_columns',
  },
  {
    up: migration_20261124_163610_localization.up,
    down: migration_20261124_163610_localization.down,
    name: '20261124_163610_localization',
  },
  {
    up: migration_20261124_164000_search_index.up,
    down: migration_20261124_164000_search_index.down,
    name: '20261124_164000_search_index',
  },
  {
    up: migration_20261124_172506_live_match_page_language.up,
    down: migration_20261124_172506_live_match_page_language.down,
    name: '20261124_172506_live_match_page_language',
  },
  {
    up: migration_20261124_201500_search_title_index.up,
    down: migration_20261124_201500_search_title_index.down,
    name: '20261124_201500_search_title_index',
  },
  {
    up: migration_20261124_204347_guides_after_localization.up,
    down: migration_20261124_204347_guides_after_localization.down,
    name: '20261124_204347_guides_after_localization',
  },
  {
    up: migration_20261124_233000_search_index_version.up,
    down: migration_20261124_233000_search_index_version.down,
    name: '20261124_233000_search_index_version',
  },
  {
    up: migration_20261125_060447_variant_labels.up,
    down: migration_20261125_060447_variant_labels.down,
    name: '20261125_060447_variant_labels',
  },
  {
    up: migration_20261125_061718_tour_faq.up,
    down: migration_20261125_061718_tour_faq.down,
    name: '20261125_061718_tour_faq',
  },
  {
    up: migration_20261128_171053_media_alt_localized.up,
    down: migration_20261128_171053_media_alt_localized.down,
    name: '20261128_171053_media_alt_localized'
  },
];
