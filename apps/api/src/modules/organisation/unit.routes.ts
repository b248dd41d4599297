import { OkAnswer } from '@portal/shared/common/answers';
import {
  MemberListQuery,
  MemberPage,
  SchoolIdParam,
  UnitBody,
  UnitDto,
  UnitIdParam,
  UnitListQuery,
  UnitOptionDto,
  UnitPage,
  UnitUpdateBody,
} from '@portal/shared/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { createUnit, deleteUnit, getUnit, listUnits, unitsOfSchool, updateUnit, usersOfUnit } from './unit.service';

const tags = ['organisation'];

/** Units (Master, Gestor; read by the unit's staff too) (2-access §7 Units). */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_unidade',
    { config: { capability: 'unit:read' }, schema: { tags, querystring: UnitListQuery, response: { 200: UnitPage } } },
    async (request) => listUnits(app.db, viewerOf(request), request.query),
  );

  app.get(
    '/api/bse_unidade/:codBseUnidade',
    { config: { capability: 'unit:read' }, schema: { tags, params: UnitIdParam, response: { 200: UnitDto } } },
    async (request) => getUnit(app.db, viewerOf(request), request.params.codBseUnidade),
  );

  app.get(
    '/api/bse_unidade/unidadesDaEscola/:codBseEscola',
    { config: { capability: 'unit:read' }, schema: { tags, params: SchoolIdParam, response: { 200: z.array(UnitOptionDto) } } },
    async (request) => unitsOfSchool(app.db, viewerOf(request), request.params.codBseEscola),
  );

  app.get(
    '/api/bse_unidade/usuariosDaUnidade/:codBseUnidade',
    {
      config: { capability: 'user:manage' },
      schema: { tags, params: UnitIdParam, querystring: MemberListQuery, response: { 200: MemberPage } },
    },
    async (request) => usersOfUnit(app.db, viewerOf(request), request.params.codBseUnidade, request.query),
  );

  app.post(
    '/api/bse_unidade',
    { config: { capability: 'unit:manage' }, schema: { tags, body: UnitBody, response: { 201: UnitDto } } },
    async (request, reply) => reply.code(201).send(await createUnit(app.db, viewerOf(request), request.body)),
  );

  app.put(
    '/api/bse_unidade/:codBseUnidade',
    {
      config: { capability: 'unit:manage' },
      schema: { tags, params: UnitIdParam, body: UnitUpdateBody, response: { 200: UnitDto } },
    },
    async (request) => updateUnit(app.db, viewerOf(request), request.params.codBseUnidade, request.body),
  );

  app.delete(
    '/api/bse_unidade/:codBseUnidade',
    { config: { capability: 'unit:manage' }, schema: { tags, params: UnitIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteUnit(app.db, viewerOf(request), request.params.codBseUnidade);
      return { ok: true as const };
    },
  );
};
