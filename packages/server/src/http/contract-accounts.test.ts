import { describe, it } from 'vitest';
import { authEndpoints } from '@turnout/domain';
import { useTestApp } from '../test/app.ts';
import { useContract } from '../test/contract.ts';
import { uniqueEmail } from '../test/factories.ts';
import { accountTokens } from '../db/schema-accounts.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

// The contract of the account routes: sign-up, log-in, the session and the password reset
// (contract.test.ts says how; the checks: test/contract.ts).

describe('the API keeps its contract', () => {
  const t = useTestApp();
  const { expectAnswers } = useContract(t);

  it('answers sign-up, log-in, the session reads and log-out as described', async () => {
    const email = uniqueEmail('contract');
    const password = 'a long enough password';
    const { user } = await t.createUser();
    const ada = await t.signIn();
    const { signUp, logIn, logOut, me, session } = authEndpoints;
    await expectAnswers([
      [signUp, { method: 'POST', url: signUp.path, body: { name: 'Ada', email, password } }, 201],
      [signUp, { method: 'POST', url: signUp.path, body: { name: 'Ada', email, password } }, 409],
      [
        logIn,
        { method: 'POST', url: logIn.path, body: { email, password, client: 'native' } },
        200,
      ],
      [logIn, { method: 'POST', url: logIn.path, body: { email: user.email, password: 'x' } }, 401],
      [me, { method: 'GET', url: me.path, as: ada }, 200],
      [me, { method: 'GET', url: me.path }, 401],
      [session, { method: 'GET', url: session.path, as: ada }, 200],
      [session, { method: 'GET', url: session.path }, 200],
      [logOut, { method: 'POST', url: logOut.path, as: ada }, 204],
    ]);
  });

  it('answers the password reset as described', async () => {
    const { user } = await t.createUser();
    // The link of a reset mail, as the mail worker stores it (features/account/parts/links.ts).
    const token = newSessionToken();
    const now = Date.now();
    await t.db.insert(accountTokens).values({
      id: hashSessionToken(token),
      userId: user.id,
      purpose: 'password-reset',
      createdAt: new Date(now),
      expiresAt: new Date(now + 60 * 60 * 1000),
    });
    const { requestPasswordReset, checkPasswordReset, resetPassword } = authEndpoints;
    const body = { token, password: 'another long password' };
    await expectAnswers([
      [
        requestPasswordReset,
        // Another address: the worker's new link for this one would replace the one made above.
        { method: 'POST', url: requestPasswordReset.path, body: { email: uniqueEmail('x') } },
        200,
      ],
      [checkPasswordReset, { method: 'POST', url: checkPasswordReset.path, body: { token } }, 200],
      [resetPassword, { method: 'POST', url: resetPassword.path, body }, 200],
      [resetPassword, { method: 'POST', url: resetPassword.path, body }, 400],
    ]);
  });
});
