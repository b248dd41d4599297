import type { ReactNode } from 'react';
import classes from './player.module.css';

/** The frame every content item and game is shown in. */
export function Stage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={classes.stage} aria-label={label}>
      {children}
    </section>
  );
}
