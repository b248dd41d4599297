import { OkAnswer } from '@portal/shared/common/answers';
import { ProfileDto } from '@portal/shared/users';
import { type CalendarFilter, EventDayMark, EventDto, EventPage, type EventBodyInput } from '@portal/shared/calendar';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../app/api/client';

/** Query keys of the calendar; every change invalidates the root. */
export const calendarKeys = {
  all: ['cld_calendario'] as const,
  marks: (filter: CalendarFilter, from: string, to: string) => ['cld_calendario', 'marks', filter, from, to] as const,
  page: (filter: CalendarFilter, from: string, to: string, page: number) => ['cld_calendario', 'page', filter, from, to, page] as const,
  day: (filter: CalendarFilter, day: string) => ['cld_calendario', 'day', filter, day] as const,
  profiles: ['bse_perfil', 'perfisCalendario'] as const,
};

const Marks = z.array(EventDayMark);
const Events = z.array(EventDto);
const Profiles = z.array(ProfileDto);

/** GET /api/cld_calendario: the month's days with events, for the calendar's marks. */
export function useMonthMarks(filter: CalendarFilter, from: string, to: string) {
  return useQuery({
    queryKey: calendarKeys.marks(filter, from, to),
    queryFn: ({ signal }) =>
      apiRequest(`/api/cld_calendario?${new URLSearchParams({ filtro: filter, dataInicio: from, dataFim: to }).toString()}`, {
        schema: Marks,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/cld_calendario/filtrar: the month's events, 9 a page. */
export function useEventPage(filter: CalendarFilter, from: string, to: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.page(filter, from, to, page),
    queryFn: ({ signal }) =>
      apiRequest(`/api/cld_calendario/filtrar?page=${page}`, {
        method: 'POST',
        json: { filtro: filter, dataInicio: from, dataFim: to },
        schema: EventPage,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /api/cld_calendario/getEventosCalendarioDoDia: the events of the day clicked. */
export function useDayEvents(filter: CalendarFilter, day: string | null) {
  return useQuery({
    queryKey: calendarKeys.day(filter, day ?? ''),
    queryFn: ({ signal }) =>
      apiRequest('/api/cld_calendario/getEventosCalendarioDoDia', {
        method: 'POST',
        json: { data: day, filtro: filter },
        schema: Events,
        signal,
      }),
    enabled: day !== null,
  });
}

/** GET /api/bse_perfil/perfisCalendario/x: the viewer profiles the caller may name. */
export function useCalendarProfiles(enabled: boolean) {
  return useQuery({
    queryKey: calendarKeys.profiles,
    queryFn: ({ signal }) => apiRequest('/api/bse_perfil/perfisCalendario/x', { schema: Profiles, signal }),
    enabled,
    staleTime: Infinity,
  });
}

function useInvalidating<V, T>(mutationFn: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }) });
}

export function useSaveEvent() {
  return useInvalidating(({ id, body }: { id: number | null; body: EventBodyInput }) =>
    id === null
      ? apiRequest('/api/cld_calendario', { method: 'POST', json: body, schema: EventDto })
      : apiRequest(`/api/cld_calendario/${id}`, { method: 'PUT', json: body, schema: EventDto }),
  );
}

export function useDeleteEvent() {
  return useInvalidating((id: number) => apiRequest(`/api/cld_calendario/${id}`, { method: 'DELETE', schema: OkAnswer }));
}
