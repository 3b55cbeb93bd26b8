import { CLIENT_VERSION, decideUpdate, type ClientCompatibility } from '@turnout/domain';
import { useState } from 'react';
import { useNativeBridge } from '../../../lib/native/native-bridge.tsx';
import { pageReloadedAfterLogin } from '../../../lib/reload-page.ts';
import { useClientCompatibility } from '../api/get-client-compatibility.ts';
import { updateAction } from '../model/update-action.ts';
import { UpdateAvailableDialog } from './update-available-dialog.tsx';
import { UpdateRequiredDialog } from './update-required-dialog.tsx';

/**
 * Checks the client version after start-up (docs/product.md#client-version): not compatible → the
 * blocking dialog; not the latest → the dismissible nudge, unless the page was just reloaded after
 * log-in. Renders nothing while checking or when the check failed.
 */
export function UpdateDialogs() {
  const compatibility = useClientCompatibility();
  if (!compatibility) return null;
  return <UpdateDecision compatibility={compatibility} />;
}

function UpdateDecision({ compatibility }: { compatibility: ClientCompatibility }) {
  const { platform } = useNativeBridge();
  // Decided once. The start-up took the marker out of the address (lib/reload-page.ts).
  const [decision] = useState(() =>
    decideUpdate({
      clientVersion: CLIENT_VERSION,
      compatibility,
      reloadedAfterLogin: pageReloadedAfterLogin(),
    }),
  );
  const [dismissed, setDismissed] = useState(false);

  if (decision === 'update-required') {
    return <UpdateRequiredDialog action={updateAction(platform, compatibility)} />;
  }
  if (decision === 'update-available') {
    return <UpdateAvailableDialog open={!dismissed} onClose={() => setDismissed(true)} />;
  }
  return null;
}
