import type { ClientCompatibility } from '@turnout/domain';
import type { ClientsConfig } from '../../config.ts';

/** SPEC §7: the data the update dialogs decide on, straight from the configuration. */
export function systemClientCompatibility(clients: ClientsConfig): ClientCompatibility {
  return {
    latestClientVersion: clients.latestClientVersion,
    compatibleClientVersions: clients.compatibleClientVersions,
    androidStoreLink: clients.androidStoreLink,
    ...(clients.appleStoreLink ? { appleStoreLink: clients.appleStoreLink } : {}),
  };
}
