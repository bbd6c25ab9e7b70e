// Contrast of an edition's accent colour (issue "Organizers make the event theirs"): WCAG 2.x relative
// luminance and contrast ratio, one function for the server's refusal and the form's live verdict, so the
// two never disagree.

/** The theme's page background (client/styles.css --color-background): the accent is read as text on it. */
export const THEME_BACKGROUND = '#070b19';
/** White: the theme's text on filled buttons. */
export const WHITE = '#ffffff';
/** WCAG AA for normal text. */
export const AA_RATIO = 4.5;

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function channel(v: number): number {
  const s = v / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of `#rrggbb` (0 black … 1 white). */
export function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export interface AccentVerdict {
  /** The accent as text (links, eyebrows) on the theme's background. */
  onBackground: number;
  /** White text on the accent (a filled button). */
  whiteOnAccent: number;
  /** The theme's dark ink on the accent. */
  darkOnAccent: number;
  /** The text colour a fill in the accent carries: white when it reaches AA, else the theme's dark ink. */
  foreground: string;
  ok: boolean;
  /** Why it is refused ('' when it is not), with the ratios, as the form and the 400 show it. */
  message: string;
}

const fmt = (r: number) => `${(Math.floor(r * 10) / 10).toFixed(1)}:1`;

/**
 * Whether `#rrggbb` is readable as an accent on the theme. The dark theme's background is so dark that no
 * colour reaches 4.5:1 both as text on it and under white text (the two ranges of luminance do not meet),
 * so the rule is: the accent reaches AA as text on the background, and a fill in the accent carries the
 * text colour that reaches AA on it (white when it can, else the theme's dark ink). Both are checked here.
 */
export function accentVerdict(hex: string): AccentVerdict {
  const onBackground = contrastRatio(hex, THEME_BACKGROUND);
  const whiteOnAccent = contrastRatio(WHITE, hex);
  const darkOnAccent = contrastRatio(THEME_BACKGROUND, hex);
  const foreground = whiteOnAccent >= AA_RATIO ? WHITE : THEME_BACKGROUND;
  const fillOk = Math.max(whiteOnAccent, darkOnAccent) >= AA_RATIO;
  const ok = onBackground >= AA_RATIO && fillOk;
  const message = ok
    ? ''
    : onBackground < AA_RATIO
      ? `Accent colour ${hex} is too dark to read on the page background (${fmt(onBackground)}, needs ${AA_RATIO}:1): choose a lighter colour`
      : `Accent colour ${hex} leaves no readable text on it (white ${fmt(whiteOnAccent)}, dark ${fmt(darkOnAccent)}, needs ${AA_RATIO}:1)`;
  return { onBackground, whiteOnAccent, darkOnAccent, foreground, ok, message };
}
