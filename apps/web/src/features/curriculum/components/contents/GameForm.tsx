import type { ComponentType } from 'react';
import { Select, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX, CONTENT_TITLE_MAX, GAME, GAME_CODES, GameCreateBody, type GameContentDto } from '@portal/shared/curriculum';
import { useMessage } from '../../../../app/api/errors';
import { ContentFormShell, errorKeys, useLiveValidation } from './ContentFormShell';
import { DotsForm } from './games/DotsForm';
import { emptyGame, gameBody, imageRefs, valuesFromDetail, type GameFormProps, type GameValues } from './games/gameValues';
import { GroupsForm } from './games/GroupsForm';
import { HangmanForm } from './games/HangmanForm';
import { ImageQuizForm } from './games/ImageQuizForm';
import { MazeForm } from './games/MazeForm';
import { MemoryForm } from './games/MemoryForm';
import { PhraseForm } from './games/PhraseForm';
import { PuzzleForm } from './games/PuzzleForm';
import { QuizForm } from './games/QuizForm';
import { TrueFalseForm } from './games/TrueFalseForm';
import { ImageFilesProvider, useNewImageFiles } from './images/imageFiles';
import { useContentSave, type TypeFormProps } from './useContentSave';

const GAME_FORMS: Record<number, ComponentType<GameFormProps>> = {
  [GAME.HANGMAN]: HangmanForm,
  [GAME.MEMORY]: MemoryForm,
  [GAME.MAZE]: MazeForm,
  [GAME.CONNECT_DOTS]: DotsForm,
  [GAME.PUZZLE]: PuzzleForm,
  [GAME.QUIZ]: QuizForm,
  [GAME.TRUE_FALSE]: TrueFalseForm,
  [GAME.IMAGE_GROUPS]: GroupsForm,
  [GAME.COMPLETE_PHRASE]: PhraseForm,
  [GAME.IMAGE_QUIZ]: ImageQuizForm,
};

/** Type 3: choose one of the ten games and fill it; every rule is the shared GameCreateBody's (§5 Games). */
export function GameForm({ chapterId, lessonId, detail, onSaved }: TypeFormProps<GameContentDto>) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const files = useNewImageFiles();
  const form = useForm<GameValues>({
    mode: 'controlled',
    initialValues: valuesFromDetail(lessonId, detail),
    validate: zod4Resolver(GameCreateBody),
  });
  const { save, saving, serverErrors, clearServerErrors } = useContentSave(chapterId, onSaved, form.setErrors);
  const live = useLiveValidation(form);

  const chooseGame = (value: string | null) => {
    const code = value ? Number(value) : null;
    // The form starts over with the new game's empty questions and answers.
    form.setValues({ codTrlJogo: code, ...emptyGame(code) });
    form.clearErrors();
    clearServerErrors();
    live.startOver();
  };

  const submit = () => {
    live.tried();
    if (form.validate().hasErrors) return;
    const values = form.getValues();
    const { codTrlAula, ...body } = gameBody(values);
    const parts = files.partsFor(imageRefs(values));
    save(
      detail
        ? { kind: 'game', id: detail.codTrlConteudo, body, files: parts }
        : { kind: 'game', body: { codTrlAula, ...body }, files: parts },
      detail !== null,
    );
  };

  const errorAt = (path: string) => message(typeof form.errors[path] === 'string' ? String(form.errors[path]) : undefined);
  const Game = form.values.codTrlJogo ? GAME_FORMS[form.values.codTrlJogo] : undefined;

  return (
    <ImageFilesProvider value={files}>
      <ContentFormShell errors={[...errorKeys(form.errors), ...serverErrors]} saving={saving} canSave onSubmit={submit}>
        <Select
          label={t('games.game')}
          placeholder={t('games.gamePlaceholder')}
          data={GAME_CODES.map((code) => ({ value: String(code), label: t(`games.names.${code}`) }))}
          value={form.values.codTrlJogo != null ? String(form.values.codTrlJogo) : null}
          onChange={chooseGame}
          error={errorAt('codTrlJogo')}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('common.titleOptional')}
          {...form.getInputProps('dscTitulo')}
          error={errorAt('dscTitulo')}
          description={`${form.values.dscTitulo.length}/${CONTENT_TITLE_MAX}`}
        />
        <Textarea
          label={t('games.instructions')}
          autosize
          minRows={2}
          {...form.getInputProps('dscConteudoJogo')}
          error={errorAt('dscConteudoJogo')}
          description={`${form.values.dscConteudoJogo.length}/${CONTENT_TEXT_MAX}`}
        />
        {Game && <Game key={form.values.codTrlJogo} form={form} errorAt={errorAt} />}
      </ContentFormShell>
    </ImageFilesProvider>
  );
}
