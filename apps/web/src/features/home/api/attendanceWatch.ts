import { AttendanceWatchDto } from '@portal/shared/attendance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/client';

/** GET /api/bse_frequencia/alerta: the students of the caller's scope under the 75% rule (and near it). */
export function useAttendanceWatch() {
  return useQuery({
    queryKey: ['home', 'frequencia-alerta'],
    queryFn: ({ signal }) => apiRequest('/api/bse_frequencia/alerta', { schema: AttendanceWatchDto, signal }),
  });
}
