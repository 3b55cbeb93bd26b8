import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTokens } from './tokens.ts';

describe('parseTokens', () => {
  it('reads the light and dark custom properties, leaving comments and other rules out', () => {
    const css = `
      /* --color-commented: #000; */
      :root {
        --color-primary: #246ab3; /* the brand */
        --shadow-1: 0 2px 1px -1px rgba(0, 0, 0, 0.2),
          0 1px 1px 0 rgba(0, 0, 0, 0.14);
      }
      .other { --color-primary: red; }
      :root[data-theme="dark"] {
        --color-primary: #8ab8ec;
      }
      :root {
        --color-on-filled: #fff;
        --toolbar-height: 64px;
      }`;
    expect(parseTokens(css)).toEqual({
      light: [
        { name: '--color-primary', value: '#246ab3' },
        {
          name: '--shadow-1',
          value: '0 2px 1px -1px rgba(0, 0, 0, 0.2), 0 1px 1px 0 rgba(0, 0, 0, 0.14)',
        },
        { name: '--color-on-filled', value: '#fff' },
        { name: '--toolbar-height', value: '64px' },
      ],
      // What the dark block does not set is the :root value in the dark theme too (colours and
      // shadows; the sizes are no theme's).
      dark: [
        { name: '--color-primary', value: '#8ab8ec' },
        {
          name: '--shadow-1',
          value: '0 2px 1px -1px rgba(0, 0, 0, 0.2), 0 1px 1px 0 rgba(0, 0, 0, 0.14)',
        },
        { name: '--color-on-filled', value: '#fff' },
      ],
    });
  });

  it("finds the kit's primary colour in both themes of the real tokens file", () => {
    // Vitest stubs CSS imports (even ?raw): read the file as the build's ?raw import does.
    const file = join(dirname(fileURLToPath(import.meta.url)), '../../../components/ui/tokens.css');
    const { light, dark } = parseTokens(readFileSync(file, 'utf8'));
    expect(light).toContainEqual({ name: '--color-primary', value: '#246ab3' });
    expect(dark.find((token) => token.name === '--color-primary')?.value).toMatch(/^#/);
    expect(dark).toContainEqual({ name: '--color-avatar-1', value: '#246ab3' });
  });
});
