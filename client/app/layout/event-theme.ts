// The current edition's accent colour as CSS variables (issue "Organizers make the event theirs"): the
// accent replaces the theme's cyan (eyebrows, links, highlights) and is offered as --color-event-accent
// with the text colour that reads on it. The server accepted it only if it reaches AA on the theme
// (shared/contrast.ts); without one the theme's own colours stay.
import { useEffect } from 'react';
import { accentVerdict, HEX_COLOR } from '@shared/contrast';
import { useEvent } from '@/lib/use-event';

const VARIABLES = ['--color-brand-cyan', '--color-event-accent', '--color-event-accent-foreground'] as const;

export function useEventTheme(): void {
  const accent = useEvent().data?.accentColor ?? null;
  useEffect(() => {
    const style = document.documentElement.style;
    if (!accent || !HEX_COLOR.test(accent)) {
      for (const v of VARIABLES) style.removeProperty(v);
      return;
    }
    style.setProperty('--color-brand-cyan', accent);
    style.setProperty('--color-event-accent', accent);
    style.setProperty('--color-event-accent-foreground', accentVerdict(accent).foreground);
  }, [accent]);
}
