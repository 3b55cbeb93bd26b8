import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError, type NativePushConfig } from '../../../config.ts';

// Reads and checks the native push credentials once, at start-up: a service account or key that
// cannot be used stops the server naming the setting, instead of failing every push later.

/** Google's OAuth 2.0 token endpoint, where a service account trades its signed JWT. */
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

export interface FcmCredentials {
  projectId: string;
  clientEmail: string;
  privateKeyId: string | undefined;
  privateKey: KeyObject;
  tokenUrl: string;
  apiUrl: string;
}

export interface ApnsCredentials {
  key: KeyObject;
  keyId: string;
  teamId: string;
  topic: string;
  url: string;
}

// The fields of the JSON key file the Firebase console's "Generate new private key" gives.
const serviceAccountSchema = z.object({
  type: z.literal('service_account'),
  project_id: z.string().min(1),
  private_key_id: z.string().optional(),
  private_key: z.string().min(1),
  client_email: z.string().email(),
  token_uri: z.url().optional(),
});

/**
 * A setting's value inline (JSON, PEM) or, when it does not look like that, a file path. A value
 * that is neither is named by its variable only: it may be a key pasted in a form we do not
 * take, and start-up errors end up in logs (so the reason is the error's code, not its message,
 * which repeats the path).
 */
function inlineOrFile(value: string, looksInline: (text: string) => boolean, name: string) {
  if (looksInline(value)) return value;
  try {
    return readFileSync(value, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new ConfigError(`${name}: neither the value itself nor a readable file path (${reason})`);
  }
}

function privateKey(pem: string, name: string): KeyObject {
  try {
    return createPrivateKey(pem);
  } catch {
    throw new ConfigError(`${name}: not a PEM private key`);
  }
}

export function loadFcmCredentials(config: NonNullable<NativePushConfig['fcm']>): FcmCredentials {
  const name = 'FCM_SERVICE_ACCOUNT';
  const text = inlineOrFile(config.serviceAccount, (v) => v.trim().startsWith('{'), name);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`${name}: not JSON`);
  }
  const parsed = serviceAccountSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new ConfigError(`${name}: not a service account key file (check ${fields})`);
  }
  const account = parsed.data;
  const key = privateKey(account.private_key, name);
  if (key.asymmetricKeyType !== 'rsa') throw new ConfigError(`${name}: expected an RSA key`);
  return {
    projectId: account.project_id,
    clientEmail: account.client_email,
    privateKeyId: account.private_key_id,
    privateKey: key,
    tokenUrl: config.tokenUrl ?? account.token_uri ?? GOOGLE_TOKEN_URL,
    apiUrl: config.apiUrl.replace(/\/+$/, ''),
  };
}

export function loadApnsCredentials(
  config: NonNullable<NativePushConfig['apns']>,
): ApnsCredentials {
  const name = 'APNS_KEY';
  const pem = inlineOrFile(config.key, (v) => v.includes('-----BEGIN'), name);
  const key = privateKey(pem, name);
  const curve = key.asymmetricKeyDetails?.namedCurve;
  if (key.asymmetricKeyType !== 'ec' || curve !== 'prime256v1') {
    throw new ConfigError(`${name}: expected the P-256 key of an Apple .p8 file`);
  }
  return {
    key,
    keyId: config.keyId,
    teamId: config.teamId,
    topic: config.topic,
    url: config.url.replace(/\/+$/, ''),
  };
}
