import type { ClientCompatibility } from '@turnout/domain';
import type { ClientsConfig } from '../../../config.ts';

/**
 * docs/product.md#client-compatibility-data: the data the update dialogs decide on, straight from the configuration. Every field
 * of the product's compatibility data is present; a store link that is not configured is null.
 */
export function systemClientCompatibility(clients: ClientsConfig): Required<ClientCompatibility> {
  return {
    latestClientVersion: clients.latestClientVersion,
    compatibleClientVersions: clients.compatibleClientVersions,
    androidStoreLink: clients.androidStoreLink,
    appleStoreLink: clients.appleStoreLink ?? null,
  };
}
