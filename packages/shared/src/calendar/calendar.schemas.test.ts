import { describe, expect, it } from 'vitest';
import { EventBody, calendarFilterOptions, defaultCalendarFilter } from './calendar.schemas';

describe('the calendar filter of §6', () => {
  it('offers each profile its options, with its default', () => {
    expect(calendarFilterOptions(1)).toEqual(['my']);
    expect(calendarFilterOptions(2)).toEqual(['my', '1', 'all']);
    expect(calendarFilterOptions(3)).toEqual(['my', '1', '2', 'all']);
    expect(calendarFilterOptions(4)).toEqual(['my', '1', '2', '3', 'all']);
    expect(calendarFilterOptions(5)).toEqual(['my', '1', '2', '3', '4', 'all']);
    expect(calendarFilterOptions(6)).toEqual(['my', '1', '2', '3', '4', '5', 'all']);
    expect(defaultCalendarFilter(1)).toBe('my');
    for (const profile of [2, 3, 4, 5, 6]) expect(defaultCalendarFilter(profile)).toBe('all');
  });
});

describe('the event form', () => {
  const event = { dscTitulo: 'Feira', hexCorEvento: '#86c879', datEvento: '2027-03-10', indPrivado: 'N', perfis: [6] };
  it('needs a viewer only when public, and one of the eight colours', () => {
    expect(EventBody.safeParse(event).success).toBe(true);
    expect(EventBody.safeParse({ ...event, perfis: [] }).error?.issues[0]).toMatchObject({ message: 'calendarFillAll', path: ['perfis'] });
    expect(EventBody.safeParse({ ...event, indPrivado: 'S', perfis: [] }).success).toBe(true);
    expect(EventBody.safeParse({ ...event, hexCorEvento: '#000000' }).error?.issues[0]).toMatchObject({ message: 'calendarFillAll' });
  });
});
