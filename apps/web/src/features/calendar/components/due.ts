/*
 * The due days' own look (issue 23), apart from the eight event colours: the Atividades entry's icon
 * and a colour of their own (its CSS twin is MonthCalendar.module.css's `.dueMark`), in the day's cell
 * and in the list of due dates.
 */
export { IconClipboardCheck as DueIcon } from '@tabler/icons-react';
export const DUE_COLOUR = 'teal.9';
