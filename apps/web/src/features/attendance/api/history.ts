import { AttendanceHistoryDto } from '@portal/shared/attendance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/client';

/** GET /api/bse_frequencia/{codBseTurma}/{data}/historico: the changes of a saved day, asked when the history is opened. */
export function useRollHistory(classId: number, day: string, enabled: boolean) {
  return useQuery({
    queryKey: ['frequencia', 'historico', classId, day],
    queryFn: ({ signal }) => apiRequest(`/api/bse_frequencia/${classId}/${day}/historico`, { schema: AttendanceHistoryDto, signal }),
    enabled,
  });
}
