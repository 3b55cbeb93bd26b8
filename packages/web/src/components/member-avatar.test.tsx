import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { avatarColourOf, initialsOf, MemberAvatar } from './member-avatar.tsx';

function avatarOf(userId: string, name: string, size?: number) {
  const { container } = render(<MemberAvatar userId={userId} name={name} size={size} />);
  return container.firstElementChild as HTMLElement;
}

describe('MemberAvatar', () => {
  it('shows the same letters and colour for a member at every size, from the user id', () => {
    const small = avatarOf('user-1', 'Grace Hopper', 26);
    const large = avatarOf('user-1', 'Grace Hopper', 40);
    for (const avatar of [small, large]) {
      expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'GH');
      expect(getComputedStyle(avatar).backgroundColor).toBe(
        getComputedStyle(avatarOf('user-1', 'Someone Else')).backgroundColor,
      );
    }
  });

  it('draws only the letters: no fallback person icon under them', () => {
    const avatar = avatarOf('user-1', 'Grace Hopper');
    expect(avatar.querySelector('svg')).toBeNull();
  });

  it('is hidden from screen readers (the name is next to it)', () => {
    const avatar = avatarOf('user-1', 'Grace Hopper');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveTextContent('');
  });

  it('spreads members over the colours', () => {
    const colours = new Set(Array.from({ length: 50 }, (_, i) => avatarColourOf(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(4);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  Grace  Brewster Hopper ', 'GH'],
    ['émile zola', 'ÉZ'],
    ['😀 Smile', '😀S'],
    ['', '?'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
