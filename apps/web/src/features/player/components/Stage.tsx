import type { ReactNode } from 'react';
import classes from './player.module.css';

/** The frame every content item and game is shown in; focusable, so that a keyboard scrolls a long content. */
export function Stage({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take the focus (axe scrollable-region-focusable)
    <section className={classes.stage} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
