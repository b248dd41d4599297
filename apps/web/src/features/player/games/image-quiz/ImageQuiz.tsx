import { useTranslation } from 'react-i18next';
import { ChoiceBoard } from '../shared/ChoiceBoard';
import { GameRound } from '../shared/GameRound';
import type { GameProps } from '../types';

/** 10 Quiz de imagens: the question, four pictures to choose from; score in ChoiceBoard. */
export default function ImageQuiz({ game, salt, title, onFinish }: GameProps<10>) {
  const { t } = useTranslation('games');
  return (
    <GameRound title={title} instructions={t('imageQuiz.instructions')} onFinish={onFinish}>
      {(round) => <ChoiceBoard salt={salt} question={game.pergunta} choices={game.respostas} round={round} />}
    </GameRound>
  );
}
