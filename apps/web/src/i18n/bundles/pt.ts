import { messagesIn } from '@portal/shared/common/messages';
import translation from '../pt.json';
import curriculum from '../../features/curriculum/i18n/pt.json';
import organisation from '../../features/organisation/i18n/pt.json';
import users from '../../features/users/i18n/pt.json';

/** Every text of the screens in this language, one chunk of the build loaded only when the language is used. */
export const bundle = { translation, msg: messagesIn('pt'), organisation, users, curriculum };
