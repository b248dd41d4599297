// Placeholder replaced by the games branch (features/player/games).
import type { PlayContent } from '@portal/shared/player';
import type { GameResult } from '../api/recorder';

export function GameHost({
  content,
}: {
  content: Extract<PlayContent, { codTrlTipoConteudo: 3 }>;
  onFinish: (result: GameResult) => void;
}) {
  return <p>{content.nomJogo}</p>;
}
