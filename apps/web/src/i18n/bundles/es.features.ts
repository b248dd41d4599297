import msg from 'virtual:messages/es/features';
import activities from '../../features/activities/i18n/es.json';
import gradebook from '../../features/gradebook/i18n/es.json';
import attendance from '../../features/attendance/i18n/es.json';
import guardians from '../../features/guardians/i18n/es.json';
import privacy from '../../features/privacy/i18n/es.json';
import home from '../../features/home/i18n/es.json';
import components from '../../app/components/i18n/es.json';
import offline from '../../app/offline/i18n/es.json';
import classLessons from '../../features/class-lessons/i18n/es.json';
import curriculum from '../../features/curriculum/i18n/es.json';
import games from '../../features/player/games/i18n/es.json';
import player from '../../features/player/i18n/es.json';
import organisation from '../../features/organisation/i18n/es.json';
import users from '../../features/users/i18n/es.json';
import reports from '../../features/reports/i18n/es.json';
import calendar from '../../features/calendar/i18n/es.json';
import news from '../../features/news/i18n/es.json';
import forum from '../../features/forum/i18n/es.json';
import support from '../../features/support/i18n/es.json';
import chat from '../../features/chat/i18n/es.json';
import admin from '../../features/admin/i18n/es.json';

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
