import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BasicDialog } from '../../../components/basic-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogContent } from '../../../components/ui/dialog.tsx';
import text from '../../../components/ui/text.module.css';
import tokensCss from '../../../components/ui/tokens.css?raw';
import { BREAKPOINTS, DIALOG_WIDTHS, THEME, type DialogSize } from '../../../lib/ui-constants.ts';
import { parseTokens, type Token } from '../model/tokens.ts';
import styles from './debug.module.css';

const SIZES: DialogSize[] = ['sm', 'md', 'lg'];
const TOKENS = parseTokens(tokensCss);

/** /debug/theme: the kit's tokens in the light and the dark theme, breakpoints and dialog widths. */
export function ThemePreview() {
  const { t } = useTranslation();
  const [size, setSize] = useState<DialogSize | null>(null);

  return (
    <Page>
      <h2 className={text.h6}>{t('debug.themeName', { name: THEME.name })}</h2>
      <h3 className={`${text.subtitle1} ${styles.heading}`}>{t('debug.palette')}</h3>
      <div className={styles.themes}>
        <ThemeTokens name="light" tokens={TOKENS.light} />
        <ThemeTokens name="dark" tokens={TOKENS.dark} />
      </div>
      <h3 className={`${text.subtitle1} ${styles.heading}`}>{t('debug.breakpoints')}</h3>
      <p className={text.body2}>
        {Object.entries(BREAKPOINTS)
          .map(([key, px]) => `${key} ${px}`)
          .join(' · ')}
      </p>
      <h3 className={`${text.subtitle1} ${styles.heading}`}>{t('debug.dialogs')}</h3>
      <div className={styles.buttons}>
        {SIZES.map((s) => (
          <Button key={s} variant="outlined" onClick={() => setSize(s)}>
            {t('debug.openDialog', { size: s })}
          </Button>
        ))}
      </div>
      <BasicDialog
        open={size !== null}
        onClose={() => setSize(null)}
        title={size ?? ''}
        size={size ?? 'md'}
      >
        <DialogContent>
          {size && t('debug.dialogText', { size, width: DIALOG_WIDTHS[size] })}
        </DialogContent>
      </BasicDialog>
    </Page>
  );
}

/**
 * One theme's tokens on that theme's own background and text colours, whichever theme the page
 * is in: a colour as a swatch, a shadow on a card, any other token as its value.
 */
function ThemeTokens({ name, tokens }: { name: string; tokens: Token[] }) {
  const value = (token: string) => tokens.find((t) => t.name === token)?.value;
  const panel = {
    background: value('--color-bg'),
    color: value('--color-text'),
  } satisfies CSSProperties;
  return (
    <section className={styles.panel} style={panel} aria-labelledby={`tokens-${name}`}>
      <h4 id={`tokens-${name}`} className={text.subtitle2}>
        <code>{name}</code>
      </h4>
      <ul className={styles.tokens}>
        {tokens.map((token) => (
          <li key={token.name} className={`${text.caption} ${styles.token}`}>
            <Swatch token={token} surface={value('--color-surface')} />
            <code>{token.name}</code> {token.value}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Swatch({ token, surface }: { token: Token; surface: string | undefined }) {
  if (token.name.startsWith('--color-')) {
    return <span className={styles.swatch} style={{ background: token.value }} />;
  }
  if (token.name.startsWith('--shadow-')) {
    return (
      <span className={styles.swatch} style={{ background: surface, boxShadow: token.value }} />
    );
  }
  return <span className={styles.noSwatch} />;
}
