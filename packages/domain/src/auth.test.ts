import { describe, expect, it } from 'vitest';
import { isEmailAddress, normalizeEmail, validateSignUp, validateSignUpField } from './auth.ts';

describe('sign-up validation (docs/product.md#validation)', () => {
  it('refuses an empty name', () => {
    expect(validateSignUpField('name', '')).toBe("Name can't be empty");
    expect(validateSignUpField('name', '   ')).toBe("Name can't be empty");
    expect(validateSignUpField('name', 'Ada')).toBeUndefined();
  });

  it('refuses an empty e-mail', () => {
    expect(validateSignUpField('email', '')).toBe("E-mail can't be empty");
    expect(validateSignUpField('email', 'ada@example.org')).toBeUndefined();
  });

  it('refuses an empty password before a short one', () => {
    expect(validateSignUpField('password', '')).toBe("Password can't be empty");
    expect(validateSignUpField('password', '12345')).toBe(
      'Password must have at least 6 characters',
    );
    expect(validateSignUpField('password', '123456')).toBeUndefined();
  });

  it('says the limits the server applies, so the form refuses before sending', () => {
    expect(validateSignUpField('name', 'N'.repeat(80))).toBeUndefined();
    expect(validateSignUpField('name', 'N'.repeat(2000))).toBe(
      'Name must have at most 80 characters',
    );
    expect(validateSignUpField('email', `${'a'.repeat(250)}@x.de`)).toBe(
      'E-mail must have at most 254 characters',
    );
    expect(validateSignUpField('password', 'p'.repeat(257))).toBe(
      'Password must have at most 256 characters',
    );
    expect(validateSignUpField('name', 'Ada\u0000')).toBe(
      'Text must not contain control characters',
    );
    expect(validateSignUpField('password', 'secret\u0000')).toBe(
      'Text must not contain control characters',
    );
  });

  it('collects every failing field', () => {
    expect(validateSignUp({ name: '', email: '', password: 'abc' })).toEqual({
      name: "Name can't be empty",
      email: "E-mail can't be empty",
      password: 'Password must have at least 6 characters',
    });
    expect(validateSignUp({ name: 'Ada', email: 'a@b.de', password: 'secret' })).toEqual({});
  });
});

describe('e-mail addresses', () => {
  it('recognises the shape of an address', () => {
    expect(isEmailAddress('ada@example.org')).toBe(true);
    expect(isEmailAddress('ada@')).toBe(false);
    expect(isEmailAddress('not an address')).toBe(false);
  });

  it('compares addresses case-insensitively, ignoring surrounding blanks', () => {
    expect(normalizeEmail('  Ada@Example.ORG ')).toBe('ada@example.org');
  });
});
