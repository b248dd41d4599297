import { NumberInput, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GROUP_IMAGES_MAX, GROUPS_MAX, GROUPS_MIN } from '@portal/shared/curriculum';
import { GameImageList } from '../images/GameImageList';
import { PictureNameInput } from '../images/PictureNameInput';
import { answer, question, type GameFormProps } from './gameValues';

/** 8 Grupos de imagens: 2-6 groups (an optional name each), 2-6 images per group (an optional name each too). */
export function GroupsForm({ form, errorAt }: GameFormProps) {
  const { t } = useTranslation('curriculum');
  const { perguntas, respostas } = form.values;

  const setCount = (value: string | number) => {
    const wanted = Math.min(GROUPS_MAX, Math.max(0, Math.floor(Number(value) || 0)));
    const current = form.getValues();
    form.setValues({
      perguntas: Array.from({ length: wanted }, (_, i) => current.perguntas[i] ?? question()),
      respostas: current.respostas.filter((a) => Number(a.indRespostaCorreta) <= wanted),
    });
  };
  const imagesOf = (group: number) => respostas.map((a, i) => ({ a, i })).filter(({ a }) => a.indRespostaCorreta === String(group));

  return (
    <>
      <NumberInput
        label={t('games.groups.count')}
        description={t('games.groups.countHint')}
        min={GROUPS_MIN}
        max={GROUPS_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={perguntas.length || ''}
        onChange={setCount}
        w={220}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {perguntas.map((_, index) => {
          const group = index + 1;
          const images = imagesOf(group);
          return (
            <Paper key={index} withBorder radius="sm" p="sm">
              <Stack gap="xs">
                <TextInput
                  label={t('games.groups.name', { number: group })}
                  {...form.getInputProps(`perguntas.${index}.dscPergunta`)}
                  error={errorAt(`perguntas.${index}.dscPergunta`)}
                />
                <GameImageList
                  label={t('games.groups.images', { number: group })}
                  refs={images.map(({ a }) => a.imgResposta)}
                  max={GROUP_IMAGES_MAX}
                  onAdd={(refs) =>
                    form.setFieldValue('respostas', [
                      ...form.getValues().respostas,
                      ...refs.map((ref) => answer({ imgResposta: ref, indRespostaCorreta: String(group) })),
                    ])
                  }
                  onRemove={(position) => {
                    const target = images[position];
                    if (target) form.removeListItem('respostas', target.i);
                  }}
                  pictureName={(position, picture) => {
                    const i = images[position]?.i;
                    return i === undefined ? null : (
                      <PictureNameInput
                        picture={picture}
                        {...form.getInputProps(`respostas.${i}.dscResposta`)}
                        error={errorAt(`respostas.${i}.dscResposta`)}
                      />
                    );
                  }}
                />
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </>
  );
}
