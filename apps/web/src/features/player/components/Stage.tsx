import type { ReactNode } from 'react';
import classes from './player.module.css';

/**
 * The frame every content item and game is shown in. It never scrolls: a game's stage is as tall as the
 * screen leaves it (`fit`) and the game scales its play area to it; a text, a dialogue or a form makes the
 * stage as tall as it is, and the page scrolls.
 */
export function Stage({ label, fit = false, children }: { label: string; fit?: boolean; children: ReactNode }) {
  return (
    <section className={classes.stage} data-fit={fit} aria-label={label}>
      {children}
    </section>
  );
}
