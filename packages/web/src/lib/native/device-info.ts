import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeviceInfo, NativeBridge } from './bridge.ts';
import { useNativeBridge } from './native-bridge.tsx';
import { queryKeys } from '../query-keys.ts';

// The app state's device info (docs/product.md#app-state): read once from the device plugin and kept in the query cache
// for the life of the page.
export function deviceInfoQueryOptions(bridge: NativeBridge) {
  return queryOptions({
    queryKey: queryKeys.deviceInfo(bridge.platform),
    queryFn: () => bridge.getDeviceInfo(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    // Local, not a network read: it must not wait for the network to come back.
    networkMode: 'always',
  });
}

/** The device info, or undefined while it is read (or when the plugin failed). */
export function useDeviceInfo(): DeviceInfo | undefined {
  return useQuery(deviceInfoQueryOptions(useNativeBridge())).data;
}
