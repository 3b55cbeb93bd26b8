// The server's settings, read from the environment once at start-up. config/ holds the parts:
// the kinds of value (values.ts), the variables (env-schema.ts), their computed defaults
// (defaults.ts), reading and refusing (parse.ts), the resulting configuration (types.ts,
// derive.ts), and what follows from https (https.ts).

export { DEFAULT_PUSH_SERVICE_HOSTS } from './config/defaults.ts';
export { isHttps, sessionCookieName, startupWarnings } from './config/https.ts';
export { ConfigError, parseConfig } from './config/parse.ts';
export type {
  ClientsConfig,
  Config,
  NativePushConfig,
  PushConfig,
  WriteRateLimitConfig,
} from './config/types.ts';
