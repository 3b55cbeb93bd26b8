import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUNCTION_NAMES, functionPath } from '@turnout/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import type { Platform } from '../../../lib/native/bridge.ts';
import { NativeBridgeContext } from '../../../lib/native/native-bridge.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { takeReloadedAfterLoginMarker } from '../../../lib/reload-page.ts';
import { createFakeNativeBridge } from '../../../test/fake-native-bridge.ts';
import { apiError, json } from '../../../test/fixtures.ts';
import { UpdateDialogs } from './update-dialogs.tsx';

const PLAY_STORE = 'https://play.google.com/store/apps/details?id=app.turnout';

function answerCompatibility(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string) =>
    url === functionPath(FUNCTION_NAMES.systemClientCompatibility)
      ? response()
      : apiError(404, 'not-found'),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function compatibility(latest: string, range: string) {
  return () =>
    json(200, {
      result: {
        latestClientVersion: latest,
        compatibleClientVersions: range,
        androidStoreLink: PLAY_STORE,
      },
    });
}

function renderDialogs(platform: Platform = 'web') {
  render(
    <AppProvider queryClient={createQueryClient()}>
      <NativeBridgeContext value={createFakeNativeBridge(platform)}>
        <UpdateDialogs />
      </NativeBridgeContext>
    </AppProvider>,
  );
}

/** The page opens at `url` and starts up (main.tsx takes the log-in marker first). */
function startAt(url: string) {
  window.history.replaceState(null, '', url);
  takeReloadedAfterLoginMarker();
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  startAt('/groups');
});

describe('update dialogs', () => {
  it('nudges an older version with a dismissible dialog; Not Now lets the app continue', async () => {
    answerCompatibility(compatibility('0.8.0', '>=0.7.0'));
    renderDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'Update available' });
    expect(dialog).toHaveTextContent("Don't miss out on our latest features and improvements!");

    await userEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('never nudges right after the reload that follows a log-in', async () => {
    startAt('/groups?pageReloadedAfterLogin=true');
    const fetchMock = answerCompatibility(compatibility('0.8.0', '>=0.7.0'));
    renderDialogs();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('blocks an incompatible version on the web with Refresh to Update and no way out', async () => {
    answerCompatibility(compatibility('0.8.0', '>=0.8.0'));
    renderDialogs('web');
    const dialog = await screen.findByRole('dialog', { name: 'Updated required' });
    expect(dialog).toHaveTextContent('Your app version is outdated!');
    expect(screen.getByRole('button', { name: 'Refresh to Update' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Updated required' })).toBeVisible();
  });

  it('blocks also right after log-in', async () => {
    startAt('/groups?pageReloadedAfterLogin=true');
    answerCompatibility(compatibility('0.8.0', '>=0.8.0'));
    renderDialogs();
    expect(await screen.findByRole('dialog', { name: 'Updated required' })).toBeVisible();
  });

  it('offers the Play Store in the Android shell', async () => {
    answerCompatibility(compatibility('0.8.0', '>=0.8.0'));
    renderDialogs('android');
    const link = await screen.findByRole('link', { name: 'Open Play Store' });
    expect(link).toHaveAttribute('href', PLAY_STORE);
    expect(screen.queryByRole('button', { name: 'Refresh to Update' })).not.toBeInTheDocument();
  });

  it('shows nothing for the latest version', async () => {
    const fetchMock = answerCompatibility(compatibility('0.7.2', '>=0.7.0'));
    renderDialogs();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['fails', () => apiError(500, 'internal')],
    ['answers garbage', () => new Response('<html>', { status: 200 })],
    ['cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows nothing when the check %s (empty compatibility data)', async (_, answer) => {
    const fetchMock = answerCompatibility(answer);
    renderDialogs();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
