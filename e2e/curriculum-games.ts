import { expect, type Locator, type Page } from '@playwright/test';
import { COLOURS, expectAlert, expectErrors, gifFile, jpegFile, pngFile, save } from './curriculum-helpers';

/**
 * One step per game: Salvar on the empty (or half-filled) game shows its messages of
 * 1-authoring §5; then the game is filled correctly (the spec saves it). Each returns the item's name.
 */
type GameStep = (page: Page, dialog: Locator) => Promise<string>;

const pngs = (prefix: string, n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => pngFile(`${prefix}-${i + 1}`, COLOURS[(from + i) % COLOURS.length]!));

const forca: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor informar uma pergunta maior.', 'Favor informar uma resposta.']);
  await dialog.getByLabel('Pergunta (dica)').fill('Ser');
  await save(dialog);
  await expectErrors(dialog, ['Favor informar uma pergunta maior.', 'Favor informar uma resposta.']);
  await dialog.getByLabel('Pergunta (dica)').fill('Ser vivo que faz fotossíntese');
  await dialog.getByLabel('Resposta (a palavra escondida)').fill('PLANTA');
  return 'Jogo: Forca';
};

const memoria: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor subir 4 imagens ou mais.']);
  const input = dialog.getByLabel('Imagens das cartas', { exact: true });
  await input.setInputFiles(pngs('carta', 9));
  await expectAlert(page, 'Permitido somente até 8 imagens.');
  await input.setInputFiles(pngs('carta', 3));
  await save(dialog);
  await expectErrors(dialog, ['Favor subir 4 imagens ou mais.']);
  await input.setInputFiles([await jpegFile(page, 'carta-4', COLOURS[4]!)]);
  await expect(dialog.getByText('4 de 8 imagens')).toBeVisible();
  return 'Jogo: Memória';
};

const labirinto: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor preencher todos os campos de dicas', 'Favor subir 4 imagens.']);
  for (let i = 1; i <= 4; i++) {
    await dialog.getByLabel(`Dica ${i}`, { exact: true }).fill(`Siga a pista ${i}`);
    if (i < 4) await dialog.getByLabel(`Imagem da dica ${i}`, { exact: true }).setInputFiles(pngFile(`dica-${i}`, COLOURS[i]!));
  }
  await save(dialog);
  await expectErrors(dialog, ['Favor subir 4 imagens.']);
  await dialog.getByLabel('Imagem da dica 4', { exact: true }).setInputFiles([gifFile('dica-4')]);
  await expectAlert(page, 'Arquivo inválido. Formatos válidos: jpeg e png');
  await dialog.getByLabel('Imagem da dica 4', { exact: true }).setInputFiles(await jpegFile(page, 'dica-4', COLOURS[5]!));
  return 'Jogo: Labirinto';
};

const ligue: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor subir pelo menos 1 imagem no grupo 1.', 'Favor subir pelo menos 1 imagem no grupo 2.']);
  const group1 = dialog.getByLabel('Grupo 1', { exact: true });
  const group2 = dialog.getByLabel('Grupo 2', { exact: true });
  await group2.setInputFiles([gifFile('a'), gifFile('b')]);
  await expectAlert(page, 'Existem 2 imagem(s) no grupo 2 com formato inválido. Formatos válidos: jpeg e png');
  await group1.setInputFiles(pngs('ponto', 2));
  await group2.setInputFiles(pngs('par', 1, 3));
  await save(dialog);
  await expectErrors(dialog, ['Favor subir a mesma quantidade nos dois grupos.']);
  await group2.setInputFiles(pngs('par-b', 1, 5));
  return 'Jogo: Ligue os pontos';
};

const quebraCabeca: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor subir uma imagem.']);
  const input = dialog.getByLabel('Imagem do quebra-cabeça', { exact: true });
  await input.setInputFiles(pngs('peca', 2));
  await expectAlert(page, 'Permitido somente 1 imagem.');
  await input.setInputFiles(await jpegFile(page, 'paisagem', COLOURS[2]!));
  return 'Jogo: Quebra-cabeça';
};

async function answersWithoutCorrect(dialog: Locator) {
  for (let i = 1; i <= 4; i++) await dialog.getByLabel(`Resposta ${i}`, { exact: true }).fill(['Raiz', 'Folha', 'Caule', 'Flor'][i - 1]!);
}

const quiz: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor informar a pergunta.', 'Favor preencher todos os campos de respostas.']);
  await dialog.getByLabel('Pergunta', { exact: true }).fill('Onde acontece a fotossíntese?');
  await answersWithoutCorrect(dialog);
  await save(dialog);
  await expectErrors(dialog, ['Marque exatamente uma resposta correta.']);
  await dialog.getByLabel('Imagem da pergunta (opcional)', { exact: true }).setInputFiles(pngFile('folha', COLOURS[1]!));
  await dialog.getByLabel('Resposta 2 correta').check();
  return 'Jogo: Quiz';
};

const verdadeiroFalso: GameStep = async (page, dialog) => {
  await expect(dialog.getByLabel('Quantidade de perguntas')).toHaveValue('2');
  await save(dialog);
  await expectErrors(dialog, ['Favor informar as perguntas.', 'Marque Verdadeiro ou Falso em todas as perguntas.']);
  await dialog.getByLabel('Quantidade de perguntas').fill('7');
  await expect(dialog.getByLabel('Pergunta 4', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Pergunta 5', { exact: true })).toHaveCount(0);
  await dialog.getByLabel('Quantidade de perguntas').fill('3');
  const statements: [string, 'Verdadeiro' | 'Falso'][] = [
    ['As plantas precisam de luz.', 'Verdadeiro'],
    ['As raízes fazem fotossíntese.', 'Falso'],
    ['As folhas são verdes por causa da clorofila.', 'Verdadeiro'],
  ];
  for (const [i, [text, answer]] of statements.entries()) {
    await dialog.getByLabel(`Pergunta ${i + 1}`, { exact: true }).fill(text);
    await dialog
      .getByRole('radiogroup', { name: `Resposta da pergunta ${i + 1}` })
      .getByLabel(answer)
      .check();
  }
  return 'Jogo: Verdadeiro ou falso';
};

const grupos: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor subir pelo menos 2 imagens por grupo.']);
  await dialog.getByLabel('Nome do grupo 1 (opcional)').fill('Frutas');
  await dialog.getByLabel('Nome do grupo 2 (opcional)').fill('Folhas');
  await dialog.getByLabel('Imagens do grupo 1', { exact: true }).setInputFiles(pngs('fruta', 2));
  await dialog.getByLabel('Imagens do grupo 2', { exact: true }).setInputFiles(pngs('folha', 1, 4));
  await save(dialog);
  await expectErrors(dialog, ['Favor subir pelo menos 2 imagens por grupo.']);
  await dialog.getByLabel('Imagens do grupo 2', { exact: true }).setInputFiles(await jpegFile(page, 'folha-2', COLOURS[6]!));
  return 'Jogo: Grupos de imagens';
};

const completeFrase: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor informar a frase.']);
  await dialog.getByLabel('Frase').fill('A * absorve água e a * faz fotossíntese.');
  await expect(dialog.getByLabel('Palavra certa 2')).toBeVisible();
  await dialog.getByLabel('Quantidade de palavras erradas').fill('8');
  await save(dialog);
  await expectErrors(dialog, ['Favor informar uma palavra.', 'Quantidade máxima de palavras (certas ou erradas) é 9.']);
  await dialog.getByLabel('Palavra certa 1').fill('raiz');
  await dialog.getByLabel('Palavra certa 2').fill('folha');
  await dialog.getByLabel('Quantidade de palavras erradas').fill('2');
  await dialog.getByLabel('Palavra errada 1').fill('pedra');
  await dialog.getByLabel('Palavra errada 2').fill('nuvem');
  // The list follows the changes: the six words taken away took their errors with them.
  await expect(dialog.getByTestId('validation-list')).toHaveCount(0);
  return 'Jogo: Complete a frase';
};

const quizImagens: GameStep = async (page, dialog) => {
  await save(dialog);
  await expectErrors(dialog, ['Favor informar a pergunta.', 'Favor preencher todos os campos de respostas.']);
  await dialog.getByLabel('Pergunta', { exact: true }).fill('Qual destas é uma folha?');
  for (let i = 1; i <= 4; i++) {
    await dialog.getByLabel(`Imagem da resposta ${i}`, { exact: true }).setInputFiles(pngFile(`opcao-${i}`, COLOURS[i + 2]!));
  }
  await dialog.getByLabel('Legenda da resposta 3 (opcional)').fill('Folha de ipê');
  await dialog.getByLabel('Resposta 3 correta').check();
  return 'Jogo: Quiz de imagens';
};

/** The ten games in the order of the documents (§1). */
export const GAME_STEPS: [string, GameStep][] = [
  ['Forca', forca],
  ['Memória', memoria],
  ['Labirinto', labirinto],
  ['Ligue os pontos', ligue],
  ['Quebra-cabeça', quebraCabeca],
  ['Quiz', quiz],
  ['Verdadeiro ou falso', verdadeiroFalso],
  ['Grupos de imagens', grupos],
  ['Complete a frase', completeFrase],
  ['Quiz de imagens', quizImagens],
];
