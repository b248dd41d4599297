import { Text } from '@mantine/core';
import { IconCheck, IconThumbDown, IconThumbUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { effortPoints } from '@portal/shared/player';
import { isRight } from '../shared/check';
import { GameRound, type Round } from '../shared/GameRound';
import common from '../shared/games.module.css';
import type { GameProps } from '../types';
import classes from './TrueFalse.module.css';

type Statement = GameProps<7>['game']['afirmacoes'][number];

/**
 * 7 Verdadeiro ou falso: one statement at a time, answered once (a second try of two choices would
 * teach nothing); after the answer the child is told whether it was true or false.
 * Share of first tries (effortPoints): right answers / statements.
 */
function Board({ salt, statements, round }: { salt: string; statements: Statement[]; round: Round }) {
  const { t } = useTranslation('games');
  const [answers, setAnswers] = useState<{ text: string; given: boolean; right: boolean; truth: boolean }[]>([]);
  const current = statements[answers.length];

  const answer = (value: boolean) => {
    if (!current || round.finished) return;
    const right = isRight(salt, current.id, value ? 'S' : 'N', current.chave);
    const truth = right ? value : !value;
    const next = [...answers, { text: current.texto, given: value, right, truth }];
    setAnswers(next);
    const progress = { n: next.length, total: statements.length };
    if (right) round.right(t('rightProgress', progress));
    else
      round.wrong(
        `${t('trueFalse.notThisTime', { answer: truth ? t('trueFalse.true') : t('trueFalse.false') })} ${t('progress', progress)}.`,
      );
    if (next.length === statements.length) round.finish(effortPoints(next.filter((a) => a.right).length / statements.length));
  };

  const said = (value: boolean) => (value ? t('trueFalse.true') : t('trueFalse.false'));
  return (
    <div className={classes.game}>
      {current && (
        <>
          <Text className={classes.counter}>{t('trueFalse.statementOf', { n: answers.length + 1, total: statements.length })}</Text>
          <p className={classes.statement}>{current.texto}</p>
          <div className={classes.buttons}>
            <button type="button" className={`${common.tile} ${classes.true}`} onClick={() => answer(true)}>
              <IconThumbUp size={36} aria-hidden />
              {t('trueFalse.true')}
            </button>
            <button type="button" className={`${common.tile} ${classes.false}`} onClick={() => answer(false)}>
              <IconThumbDown size={36} aria-hidden />
              {t('trueFalse.false')}
            </button>
          </div>
        </>
      )}
      {answers.length > 0 && (
        <ol className={classes.answered} aria-label={t('trueFalse.answered')}>
          {answers.map((a, i) => (
            <li key={i} data-right={a.right}>
              {a.right ? <IconCheck size={18} stroke={3} aria-hidden /> : <IconX size={18} stroke={3} aria-hidden />} {a.text} —{' '}
              {a.right
                ? t('trueFalse.youAnsweredRight', { answer: said(a.given) })
                : t('trueFalse.youAnsweredWrong', { answer: said(a.given), truth: said(a.truth) })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export default function TrueFalse({ game, salt, title, onFinish }: GameProps<7>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('trueFalse.instructions')} onFinish={onFinish}>
      {(round) => <Board salt={salt} statements={game.afirmacoes} round={round} />}
    </GameRound>
  );
}
