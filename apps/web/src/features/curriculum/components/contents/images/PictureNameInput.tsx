import { TextInput, type TextInputProps, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<TextInputProps, 'label' | 'description'> {
  /** The picture's own label ('Imagem da dica 1'), read with the field's label by screen readers. */
  picture: string;
}

/**
 * The optional name of a game's picture ('o cachorro'), kept in the picture's free text field
 * (game.schemas.ts): the game says it to the child, and says the picture's position when it is empty.
 */
export function PictureNameInput({ picture, ...input }: Props) {
  const { t } = useTranslation('curriculum');
  return (
    <TextInput
      label={
        <>
          {t('games.pictureName.label')} <VisuallyHidden>({picture})</VisuallyHidden>
        </>
      }
      description={t('games.pictureName.description')}
      {...input}
    />
  );
}
