import { useTranslation } from 'react-i18next';
import { ChoiceBoard } from '../shared/ChoiceBoard';
import { GameRound } from '../shared/GameRound';
import type { GameProps } from '../types';

/** 6 Quiz: the question (and its picture), four answers; score in ChoiceBoard. */
export default function Quiz({ game, salt, title, onFinish }: GameProps<6>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('quiz.instructions')} onFinish={onFinish}>
      {(round) => <ChoiceBoard salt={salt} question={game.pergunta} picture={game.img} choices={game.respostas} round={round} />}
    </GameRound>
  );
}
