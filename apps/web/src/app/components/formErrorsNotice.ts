import { useEffect } from 'react';
import { notifications } from '@mantine/notifications/store';

/** The one id of a form's failure notice ('Existem erros de preenchimento.'): one at a time, and found again to hide it. */
const FORM_ERRORS_ID = 'form-errors';

/**
 * A form's notice that its fields have errors (the fields say which). Shown again from the start when the
 * user sends the form again with errors left.
 */
export function showFormErrors(message: string, color: 'red' | 'yellow' = 'red'): void {
  notifications.hide(FORM_ERRORS_ID);
  notifications.show({ id: FORM_ERRORS_ID, color, message });
}

/** Takes the notice away: the fields are valid again, a confirmation opens (confirmYesNo), or the form closes. */
export function hideFormErrors(): void {
  notifications.hide(FORM_ERRORS_ID);
}

/**
 * The notice of a form lasts only while the form still has errors: it goes as soon as `valid` (the form's
 * fields pass its rules again) and when the form's screen goes, so it never stays over what comes next.
 */
export function useFormErrorsNotice(valid: boolean): void {
  useEffect(() => {
    if (valid) hideFormErrors();
  }, [valid]);
  useEffect(() => hideFormErrors, []);
}
