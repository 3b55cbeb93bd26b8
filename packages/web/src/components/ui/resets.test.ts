import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A kit class that resets an element's margin at a class's specificity ties with a feature's
// margin class on the same element, and then the stylesheet that loads last wins. The resets of
// the classes features combine with their own (typography, buttons) are zero-specificity.
const here = dirname(fileURLToPath(import.meta.url));

function rules(file: string): { selector: string; body: string }[] {
  const css = readFileSync(join(here, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selector: selector!.trim(),
    body: body!,
  }));
}

describe("the kit's margin resets", () => {
  it.each([
    ['text.module.css', '.h6'],
    ['button.module.css', '.button'],
  ])('in %s are inside :where(), so a feature class always wins', (file, example) => {
    const resets = rules(file).filter((rule) => /(^|[;\s])margin:\s*0\s*;/.test(rule.body));
    expect(resets.map((rule) => rule.selector).filter((s) => !s.startsWith(':where('))).toEqual([]);
    expect(resets.some((rule) => rule.selector.includes(example))).toBe(true);
  });
});
