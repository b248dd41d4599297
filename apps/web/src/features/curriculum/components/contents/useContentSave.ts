import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../app/api/client';
import { useErrorText, useFieldErrors } from '../../../../app/api/errors';
import { useSaveContent, type ContentSave } from '../../api/contents';
import { notify } from '../common/notify';

/** What every content type's form receives. `detail` is set when it edits an existing item. */
export interface TypeFormProps<D> {
  chapterId: number;
  lessonId: number;
  detail: D | null;
  onSaved: () => void;
}

/**
 * Sends a content save and turns a refusal into lines of the validation list (the server's field
 * messages, in the user's language) plus the fields' own errors.
 */
export function useContentSave(chapterId: number, onSaved: () => void, setFieldErrors: (errors: Record<string, string>) => void) {
  const { t } = useTranslation('curriculum');
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const mutation = useSaveContent(chapterId);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const save = (payload: ContentSave, editing: boolean) => {
    setServerErrors([]);
    mutation.mutate(payload, {
      onSuccess: () => {
        notify('teal', t(editing ? 'contents.updated' : 'contents.created'));
        onSaved();
      },
      onError: (error) => {
        const fields = fieldErrors(error);
        setFieldErrors(fields);
        const lines = Object.values(fields);
        setServerErrors(error instanceof ApiError && error.status === 400 && lines.length > 0 ? lines : [errorText(error)]);
      },
    });
  };

  return { save, saving: mutation.isPending, serverErrors, clearServerErrors: () => setServerErrors([]) };
}
