import { IconStarFilled } from '@tabler/icons-react';
import { starsOf } from '@portal/shared/player';
import classes from './player.module.css';

/** A game's stars, drawn small (the map, the end's summary); the text beside them says how many. */
export function Stars({ score }: { score: number }) {
  const earned = starsOf(score);
  return (
    <span className={classes.stars} aria-hidden>
      {[1, 2, 3].map((i) => (
        <IconStarFilled key={i} size={16} data-on={i <= earned} />
      ))}
    </span>
  );
}
