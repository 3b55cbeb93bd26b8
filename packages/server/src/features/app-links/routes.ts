import type { FastifyPluginAsync } from 'fastify';
import { APP_LINK_PATHS } from '@turnout/domain';
import type { ClientsConfig } from '../../config.ts';
import { sendNotFound } from '../../http/error-handler.ts';

// The web host vouches for the native apps so links to /join/… and /groups/… open in them
// (Android App Links, iOS Universal Links). Both files come from the configuration; without the
// identities configured there is nothing to vouch for and the files are 404.

export const ASSETLINKS_PATH = '/.well-known/assetlinks.json';
export const APPLE_APP_SITE_ASSOCIATION_PATH = '/.well-known/apple-app-site-association';

// Store tooling fetches these rarely; an hour keeps a configuration change visible soon enough.
const CACHE = 'public, max-age=3600';

export const appLinkRoutes: FastifyPluginAsync<{ clients: ClientsConfig }> = async (
  app,
  { clients },
) => {
  app.get(ASSETLINKS_PATH, async (request, reply) => {
    if (clients.androidCertFingerprints.length === 0) return sendNotFound(request, reply);
    return reply.header('cache-control', CACHE).send(assetLinks(clients));
  });

  app.get(APPLE_APP_SITE_ASSOCIATION_PATH, async (request, reply) => {
    if (!clients.appleAppId) return sendNotFound(request, reply);
    // Served without a file extension, but Apple requires the JSON content type.
    return reply
      .header('cache-control', CACHE)
      .type('application/json')
      .send(appleAppSiteAssociation(clients.appleAppId));
  });
};

export function assetLinks(clients: ClientsConfig) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: clients.androidPackageName,
        sha256_cert_fingerprints: clients.androidCertFingerprints,
      },
    },
  ];
}

export function appleAppSiteAssociation(appId: string) {
  return {
    applinks: {
      details: [{ appIDs: [appId], components: APP_LINK_PATHS.map((path) => ({ '/': path })) }],
    },
  };
}
