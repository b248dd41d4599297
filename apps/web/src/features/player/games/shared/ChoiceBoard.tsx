import { IconCheck, IconX } from '@tabler/icons-react';
import { Image, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { isRight } from './check';
import type { Round } from './GameRound';
import classes from './choice.module.css';
import common from './games.module.css';

export interface Choice {
  id: string;
  chave: string;
  texto: string | null;
  img?: string;
}

/**
 * One question, several answers, one right (quiz and image quiz). A wrong answer is marked and the
 * child tries again. Share of first tries (effortPoints): the wrong answers not tried / the wrong answers
 * (4 answers: 1, 2/3, 1/3, 0; points 100, 83, 67, 50).
 */
export function ChoiceBoard({
  salt,
  question,
  picture,
  choices,
  round,
}: {
  salt: string;
  question: string;
  picture?: string | null;
  choices: Choice[];
  round: Round;
}) {
  const { t } = useTranslation('games');
  const [wrong, setWrong] = useState<ReadonlySet<string>>(new Set());
  const [right, setRight] = useState<string | null>(null);
  const questionId = useId();
  const withImages = choices.some((c) => c.img);

  const choose = (choice: Choice) => {
    if (round.finished || right !== null || wrong.has(choice.id)) return;
    // A picture is told by its name, its caption, when it has one ('Acertou! É o peixe.'); text answers keep the plain feedback.
    const name = choice.img ? choice.texto : null;
    if (isRight(salt, choice.id, 'S', choice.chave)) {
      setRight(choice.id);
      round.right(name ? t('rightPicture', { name }) : undefined);
      round.finish(effortPoints((choices.length - 1 - wrong.size) / (choices.length - 1)));
    } else {
      setWrong(new Set(wrong).add(choice.id));
      round.wrong(name ? t('wrongPicture', { name }) : undefined);
    }
  };

  return (
    <div className={classes.choiceGame} data-picture={Boolean(picture)}>
      <Text className={classes.question} id={questionId}>
        {question}
      </Text>
      {picture && <Image src={picture} alt={t('questionPicture')} className={classes.questionPicture} fit="contain" />}
      <ul
        className={withImages ? classes.imageChoices : classes.textChoices}
        data-captions={withImages && choices.some((choice) => choice.texto)}
        aria-labelledby={questionId}
      >
        {choices.map((choice, i) => {
          const state = choice.id === right ? 'right' : wrong.has(choice.id) ? 'wrong' : undefined;
          const label = choice.texto ?? t('pictureN', { n: i + 1 });
          return (
            <li key={choice.id}>
              <button
                type="button"
                className={`${common.tile} ${classes.choice}`}
                data-state={state}
                aria-disabled={state !== undefined || round.finished}
                aria-label={state ? `${label}: ${state === 'right' ? t('markedRight') : t('markedWrong')}` : label}
                onClick={() => choose(choice)}
              >
                <span className={classes.letter} aria-hidden>
                  {String.fromCharCode(65 + i)}
                </span>
                {choice.img && <img src={choice.img} alt="" className={classes.choiceImage} />}
                {choice.texto && <span className={classes.choiceText}>{choice.texto}</span>}
                {state && (
                  <span className={classes.mark} aria-hidden>
                    {state === 'right' ? <IconCheck size={26} stroke={3} /> : <IconX size={26} stroke={3} />}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
