import msg from 'virtual:messages/en/features';
import activities from '../../features/activities/i18n/en.json';
import gradebook from '../../features/gradebook/i18n/en.json';
import attendance from '../../features/attendance/i18n/en.json';
import guardians from '../../features/guardians/i18n/en.json';
import privacy from '../../features/privacy/i18n/en.json';
import home from '../../features/home/i18n/en.json';
import components from '../../app/components/i18n/en.json';
import offline from '../../app/offline/i18n/en.json';
import classLessons from '../../features/class-lessons/i18n/en.json';
import curriculum from '../../features/curriculum/i18n/en.json';
import games from '../../features/player/games/i18n/en.json';
import player from '../../features/player/i18n/en.json';
import organisation from '../../features/organisation/i18n/en.json';
import users from '../../features/users/i18n/en.json';
import reports from '../../features/reports/i18n/en.json';
import calendar from '../../features/calendar/i18n/en.json';
import news from '../../features/news/i18n/en.json';
import forum from '../../features/forum/i18n/en.json';
import support from '../../features/support/i18n/en.json';
import chat from '../../features/chat/i18n/en.json';
import admin from '../../features/admin/i18n/en.json';

/** The features' own texts in this language, with the API's feature messages (`msg`): loaded with the shell (signed in), never on /login. */
export const bundle = {
  organisation,
  users,
  curriculum,
  classLessons,
  player,
  games,
  activities,
  gradebook,
  attendance,
  guardians,
  privacy,
  home,
  reports,
  calendar,
  news,
  forum,
  support,
  chat,
  admin,
  components,
  offline,
  msg,
};
