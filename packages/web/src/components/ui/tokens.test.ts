import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DIALOG_WIDTHS, LAYOUT, OVERLAY_Z_INDEX, THEME } from '../../lib/ui-constants.ts';

// jsdom's URL is not a file URL: resolve the path from the module's own.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'tokens.css'), 'utf8');
// Three blocks: the light theme, the dark theme, and what is the same in both.
const light = css.slice(css.indexOf(':root {'), css.indexOf(":root[data-theme='dark']"));
const dark = css.slice(css.indexOf(":root[data-theme='dark']"), css.lastIndexOf(':root {'));
const shared = css.slice(css.lastIndexOf(':root {'));

function token(block: string, name: string): string | undefined {
  return new RegExp(`--${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim();
}

function names(block: string): string[] {
  return [...block.matchAll(/--((?:color|shadow)-[a-z0-9-]+):/g)].map((match) => match[1]!);
}

describe('tokens.css', () => {
  it('keeps the theme colours and the sizes of lib/ui-constants.ts', () => {
    expect(token(light, 'color-primary')).toBe(THEME.primary);
    expect(token(light, 'color-accent')).toBe(THEME.accent);
    expect(token(light, 'color-bg')).toBe(THEME.background);
    expect(token(light, 'toolbar-height')).toBe(`${LAYOUT.toolbarHeight}px`);
    expect(token(light, 'toolbar-extension-height')).toBe(`${LAYOUT.toolbarExtensionHeight}px`);
    expect(token(light, 'bottom-bar-height')).toBe(`${LAYOUT.bottomBarHeight}px`);
    expect(token(light, 'drawer-width')).toBe(`${LAYOUT.drawerWidth}px`);
    expect(token(light, 'rail-width')).toBe(`${LAYOUT.railWidth}px`);
    expect(token(light, 'z-overlay')).toBe(String(OVERLAY_Z_INDEX));
    expect(token(light, 'dialog-width-xs')).toBe(`${DIALOG_WIDTHS.sm}px`);
    expect(token(light, 'dialog-width-sm')).toBe(`${DIALOG_WIDTHS.md}px`);
    expect(token(light, 'dialog-width-md')).toBe(`${DIALOG_WIDTHS.lg}px`);
  });

  it('gives the dark theme a value for every colour and shadow of the light one', () => {
    const missing = names(light).filter((name) => token(dark, name) === undefined);
    expect(missing).toEqual([]);
  });

  it('writes each value once: the dark theme restates no light value, neither theme a shared one', () => {
    const restated = names(dark).filter((name) => token(dark, name) === token(light, name));
    expect(restated).toEqual([]);
    expect(names(shared)).toContain('color-avatar-1');
    const themed = [...names(light), ...names(dark)];
    expect(names(shared).filter((name) => themed.includes(name))).toEqual([]);
  });
});
