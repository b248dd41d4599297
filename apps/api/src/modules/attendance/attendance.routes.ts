import {
  AttendanceDayParams,
  AttendanceHistoryDto,
  AttendanceRollBody,
  AttendanceRollDto,
  AttendanceRulesDto,
  AttendanceSaveHeaders,
  AttendanceWatchDto,
  StudentAttendanceDto,
  StudentIdParam,
} from '@portal/shared/attendance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../plugins/auth';
import {
  type AttendancePolicy,
  attendanceRules,
  attendanceWatch,
  dayChanges,
  dayRoll,
  ownAttendance,
  saveRoll,
  studentAttendance,
} from './attendance.service';

const tags = ['attendance'];

/** Attendance (issue 26, beyond the documents): the daily roll, its history, a student's attendance. */
export const attendanceRoutes: FastifyPluginAsyncZod<AttendancePolicy> = async (app, policy) => {
  app.get(
    '/api/bse_frequencia/regras',
    { config: { capability: 'attendance:read' }, schema: { tags, response: { 200: AttendanceRulesDto } } },
    async () => attendanceRules(policy),
  );

  app.get(
    '/api/bse_frequencia/minha',
    { config: { capability: 'attendance:own' }, schema: { tags, response: { 200: StudentAttendanceDto } } },
    async (request) => ownAttendance(app.db, viewerOf(request)),
  );

  app.get(
    '/api/bse_frequencia/alerta',
    { config: { capability: 'attendance:watch' }, schema: { tags, response: { 200: AttendanceWatchDto } } },
    async (request) => attendanceWatch(app.db, viewerOf(request)),
  );

  app.get(
    '/api/bse_frequencia/aluno/:codBseUsuario',
    { config: { capability: 'attendance:watch' }, schema: { tags, params: StudentIdParam, response: { 200: StudentAttendanceDto } } },
    async (request) => studentAttendance(app.db, viewerOf(request), request.params.codBseUsuario),
  );

  app.get(
    '/api/bse_frequencia/:codBseTurma/:data',
    { config: { capability: 'attendance:read' }, schema: { tags, params: AttendanceDayParams, response: { 200: AttendanceRollDto } } },
    async (request) => dayRoll(app.db, viewerOf(request), request.params.codBseTurma, request.params.data),
  );

  app.put(
    '/api/bse_frequencia/:codBseTurma/:data',
    {
      config: { capability: 'attendance:take' },
      schema: {
        tags,
        params: AttendanceDayParams,
        headers: AttendanceSaveHeaders,
        body: AttendanceRollBody,
        response: { 200: AttendanceRollDto },
      },
    },
    async (request) =>
      saveRoll(
        app.db,
        viewerOf(request),
        request.params.codBseTurma,
        request.params.data,
        request.body,
        request.headers['idempotency-key'],
        policy,
      ),
  );

  app.get(
    '/api/bse_frequencia/:codBseTurma/:data/historico',
    { config: { capability: 'attendance:read' }, schema: { tags, params: AttendanceDayParams, response: { 200: AttendanceHistoryDto } } },
    async (request) => dayChanges(app.db, viewerOf(request), request.params.codBseTurma, request.params.data),
  );
};
