// Writes the Android and iOS shells' icons and splash screens from one source image,
// assets/icon.svg (Turnout's icon, full bleed), with sharp. Run: npm run native:assets
// (the output is committed; run it again after changing the source).
//   Android: launcher icons (square with rounded corners, round, and the adaptive icon's
//            foreground inside its safe zone on the icon's blue), splash screens per density,
//            light and (night resources) dark.
//   iOS:     the 1024 px App Store icon (opaque, iOS rounds it) and the 2732 px splash, light
//            and dark (the dark appearance).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const web = fileURLToPath(new URL('..', import.meta.url));
const source = `${web}assets/icon.svg`;
const res = `${web}android/app/src/main/res`;
const ios = `${web}ios/App/App/Assets.xcassets`;

/** The icon's background, and the app's (pwa.config.ts), behind the splash screen's icon. */
const ICON_BLUE = '#246ab3';
const SPLASH_BACKGROUND = '#f2f2f2';
/** The dark theme's background (lib/color-scheme.ts): a shell started in the system's dark
 *  mode shows it (Android's night resources, iOS's dark appearance). */
const SPLASH_BACKGROUND_DARK = '#121212';

const densities = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
/** Portrait splash sizes per density (landscape swaps them), Capacitor's template sizes. */
const splashSizes = {
  mdpi: [320, 480],
  hdpi: [480, 800],
  xhdpi: [720, 1280],
  xxhdpi: [960, 1600],
  xxxhdpi: [1280, 1920],
} as const;

function icon(size: number) {
  return sharp(source, { density: Math.ceil((size / 64) * 72) }).resize(size, size);
}

/** The icon cut to a mask (rounded square or circle) on transparency. */
async function masked(size: number, mask: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${mask}</svg>`;
  return icon(size)
    .composite([{ input: Buffer.from(svg), blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The icon at `iconSize`, centred on a `width`×`height` canvas of `background`. */
async function centred(width: number, height: number, iconSize: number, background: string) {
  return sharp({ create: { width, height, channels: 4, background } })
    .composite([{ input: await icon(iconSize).png().toBuffer(), gravity: 'centre' }])
    .png()
    .toBuffer();
}

async function write(path: string, image: Promise<Buffer>) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, await image);
  console.log(path.slice(web.length));
}

for (const [name, scale] of Object.entries(densities)) {
  const size = 48 * scale;
  const corner = size * 0.16;
  await write(
    `${res}/mipmap-${name}/ic_launcher.png`,
    masked(size, `<rect width="${size}" height="${size}" rx="${corner}"/>`),
  );
  await write(
    `${res}/mipmap-${name}/ic_launcher_round.png`,
    masked(size, `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/>`),
  );
  // Adaptive icons are 108 dp, of which a 66 dp circle is shown at worst: at 84 dp the
  // icon's symbol (36 of its 64 units) stays inside that circle, corners included.
  const canvas = 108 * scale;
  await write(
    `${res}/mipmap-${name}/ic_launcher_foreground.png`,
    centred(canvas, canvas, Math.round(84 * scale), ICON_BLUE),
  );
  const [width, height] = splashSizes[name as keyof typeof splashSizes];
  const splashIcon = Math.round(Math.min(width, height) * 0.3);
  // Android's qualifier order: orientation, then night mode, then density.
  for (const [night, background] of [
    ['', SPLASH_BACKGROUND],
    ['-night', SPLASH_BACKGROUND_DARK],
  ] as const) {
    await write(
      `${res}/drawable-port${night}-${name}/splash.png`,
      centred(width, height, splashIcon, background),
    );
    await write(
      `${res}/drawable-land${night}-${name}/splash.png`,
      centred(height, width, splashIcon, background),
    );
  }
}
await write(`${res}/drawable/splash.png`, centred(480, 320, 96, SPLASH_BACKGROUND));
await write(`${res}/drawable-night/splash.png`, centred(480, 320, 96, SPLASH_BACKGROUND_DARK));
writeFileSync(
  `${res}/values/ic_launcher_background.xml`,
  `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${ICON_BLUE.toUpperCase()}</color>\n</resources>\n`,
);

await write(
  `${ios}/AppIcon.appiconset/AppIcon-512@2x.png`,
  icon(1024).flatten({ background: ICON_BLUE }).png().toBuffer(),
);
const splash = centred(2732, 2732, 640, SPLASH_BACKGROUND);
const splashDark = centred(2732, 2732, 640, SPLASH_BACKGROUND_DARK);
const scales = [
  ['-2', '1x'],
  ['-1', '2x'],
  ['', '3x'],
] as const;
for (const [suffix] of scales) {
  await write(`${ios}/Splash.imageset/splash-2732x2732${suffix}.png`, splash);
  await write(`${ios}/Splash.imageset/splash-2732x2732-dark${suffix}.png`, splashDark);
}
const dark = [{ appearance: 'luminosity', value: 'dark' }];
writeFileSync(
  `${ios}/Splash.imageset/Contents.json`,
  `${JSON.stringify(
    {
      images: scales.flatMap(([suffix, scale]) => [
        { idiom: 'universal', filename: `splash-2732x2732${suffix}.png`, scale },
        {
          idiom: 'universal',
          appearances: dark,
          filename: `splash-2732x2732-dark${suffix}.png`,
          scale,
        },
      ]),
      info: { version: 1, author: 'xcode' },
    },
    null,
    2,
  )}
`,
);
