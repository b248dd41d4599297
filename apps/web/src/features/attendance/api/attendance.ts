import { type AttendanceMark, AttendanceRollDto, AttendanceRulesDto, StudentAttendanceDto } from '@portal/shared/attendance';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/client';

export const attendanceKeys = {
  rules: ['frequencia', 'regras'] as const,
  roll: (classId: number, day: string) => ['frequencia', 'chamada', classId, day] as const,
  own: ['frequencia', 'minha'] as const,
  student: (studentId: number) => ['frequencia', 'aluno', studentId] as const,
};

/** GET /api/bse_frequencia/regras: today in the network, the Professor's days to change a roll, the thresholds. */
export function useAttendanceRules() {
  return useQuery({
    queryKey: attendanceKeys.rules,
    queryFn: ({ signal }) => apiRequest('/api/bse_frequencia/regras', { schema: AttendanceRulesDto, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/bse_frequencia/{codBseTurma}/{data}: the class's students on the day, present until marked. */
export function useRoll(classId: number, day: string | null) {
  return useQuery({
    queryKey: attendanceKeys.roll(classId, day ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/bse_frequencia/${classId}/${day}`, { schema: AttendanceRollDto, signal }),
    enabled: day !== null,
  });
}

/** PUT /api/bse_frequencia/{codBseTurma}/{data}: the whole day, with the browser's id (sent twice, written once). */
export function sendRoll(classId: number, day: string, marks: AttendanceMark[], key: string) {
  return apiRequest(`/api/bse_frequencia/${classId}/${day}`, {
    method: 'PUT',
    json: marks,
    headers: { 'Idempotency-Key': key },
    schema: AttendanceRollDto,
  });
}

/** GET /api/bse_frequencia/minha: the student's own attendance. */
export function useOwnAttendance() {
  return useQuery({
    queryKey: attendanceKeys.own,
    queryFn: ({ signal }) => apiRequest('/api/bse_frequencia/minha', { schema: StudentAttendanceDto, signal }),
  });
}

/** GET /api/bse_frequencia/aluno/{codBseUsuario}: a student's attendance, for the staff of their scope. */
export function useStudentAttendance(studentId: number) {
  return useQuery({
    queryKey: attendanceKeys.student(studentId),
    queryFn: ({ signal }) => apiRequest(`/api/bse_frequencia/aluno/${studentId}`, { schema: StudentAttendanceDto, signal }),
  });
}
