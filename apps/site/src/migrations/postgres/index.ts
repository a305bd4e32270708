import * as migration_20261121_054500_initial from './20261121_054500_initial';
import * as migration_20261121_060748_chat_tracking from './20261121_060748_chat_tracking';

export const migrations = [
  {
    up: migration_20261121_054500_initial.up,
    down: migration_20261121_054500_initial.down,
    name: '20261121_054500_initial',
  },
  {
    up: migration_20261121_060748_chat_tracking.up,
    down: migration_20261121_060748_chat_tracking.down,
    name: '20261121_060748_chat_tracking'
  },
];
