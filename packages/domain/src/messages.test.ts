import { describe, expect, it } from 'vitest';
import { logInErrorMessage, signUpErrorMessage } from './messages.ts';

describe('log-in error messages (docs/product.md#log-in-errors)', () => {
  it.each([
    ['invalid-email', 'Invalid e-mail address!'],
    ['missing-email', 'Missing e-mail address!'],
    ['user-not-found', 'An account with this address does not exist!'],
    ['wrong-password', 'Wrong password!'],
    ['user-disabled', 'This account is disabled! Please contact customers upport.'],
    ['internal-error', 'Login failed!'],
    ['too-many-cats', 'An error occured: too-many-cats'],
  ])('%s → %s', (code, message) => {
    expect(logInErrorMessage(code)).toBe(message);
  });
});

describe('sign-up error messages (docs/product.md#sign-up-errors)', () => {
  it.each([
    ['invalid-email', 'Invalid e-mail address!'],
    ['email-already-in-use', 'This e-mail address is already in use!'],
    ['weak-password', 'Your password is too weak! Please use at least 6 characters.'],
    ['wrong-password', 'An error occured: wrong-password'],
  ])('%s → %s', (code, message) => {
    expect(signUpErrorMessage(code)).toBe(message);
  });
});
