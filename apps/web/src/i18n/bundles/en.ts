import { messagesIn } from '@portal/shared/common/messages';
import translation from '../en.json';
import curriculum from '../../features/curriculum/i18n/en.json';
import organisation from '../../features/organisation/i18n/en.json';
import users from '../../features/users/i18n/en.json';

/** Every text of the screens in this language, one chunk of the build loaded only when the language is used. */
export const bundle = { translation, msg: messagesIn('en'), organisation, users, curriculum };
