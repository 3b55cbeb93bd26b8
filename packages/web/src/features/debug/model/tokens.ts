/** One custom property of the kit's tokens.css, as written there. */
export interface Token {
  name: string;
  value: string;
}

export interface ThemeTokens {
  light: Token[];
  dark: Token[];
}

const RULE = /([^{}]+)\{([^{}]*)\}/g;
const DECLARATION = /(--[\w-]+)\s*:\s*([^;]+);/g;

function declarations(body: string): Token[] {
  return [...body.matchAll(DECLARATION)].map(([, name, value]) => ({
    name: name!,
    value: value!.replace(/\s+/g, ' ').trim(),
  }));
}

const THEMED = /^--(color|shadow)-/;

/**
 * The light (`:root`) and dark (`:root[data-theme="dark"]`) tokens of a tokens stylesheet. Read
 * from the file itself, so the theme preview shows what the app draws with, not a copy. A colour
 * or shadow the dark block does not set is the `:root` one in the dark theme too (the stylesheet
 * writes the values both themes share once), so the dark list takes it from there.
 */
export function parseTokens(css: string): ThemeTokens {
  const result: ThemeTokens = { light: [], dark: [] };
  for (const [, selector, body] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(RULE)) {
    const normalized = selector!.replace(/\s+/g, '').replace(/"/g, "'");
    if (normalized === ':root') result.light.push(...declarations(body!));
    else if (normalized === ":root[data-theme='dark']") result.dark.push(...declarations(body!));
  }
  const darkNames = new Set(result.dark.map((token) => token.name));
  const shared = result.light.filter(
    (token) => THEMED.test(token.name) && !darkNames.has(token.name),
  );
  return { light: result.light, dark: [...result.dark, ...shared] };
}
