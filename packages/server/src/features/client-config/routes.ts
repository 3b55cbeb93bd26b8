import { configEndpoints, type ClientConfig } from '@turnout/domain';
import { route } from '../../http/route.ts';
import type { FeatureRoutes } from '../../services.ts';

// The public part of the configuration, read by the web app at start-up.
export const clientConfigRoutes: FeatureRoutes<'config'> = async (app, { config }) => {
  const body: ClientConfig = {
    publicUrl: config.publicUrl,
    timeZone: config.timeZone,
    locale: config.locale,
    contactFormUrl: config.contactFormUrl,
    androidTestersUrl: config.androidTestersUrl,
    feedbackUrl: config.feedbackUrl,
    debug: config.debug,
    authEnabled: config.authEnabled,
    landingMessage: config.landingMessage,
    signUp: config.signUp,
    privacyUrl: config.privacyUrl,
    imprintUrl: config.imprintUrl,
    inviteDefaultExpiry: config.inviteDefaultExpiry,
  };
  route(app, configEndpoints.read, {}, async () => body);
};
