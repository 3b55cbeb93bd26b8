import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query.ts';

function Probe() {
  return <p>{useMediaQuery('(min-width: 960px)') ? 'wide' : 'narrow'}</p>;
}

describe('useMediaQuery', () => {
  it('answers false where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Probe />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });

  it("follows the query's changes", () => {
    let matches = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    render(<Probe />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    matches = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
