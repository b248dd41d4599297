import { OkAnswer } from '@portal/shared/common/answers';
import {
  AddressBody,
  AddressDto,
  AddressIdParam,
  AddressListQuery,
  AddressPage,
  CepDto,
  CepParam,
  SchoolCreateBody,
  SchoolDto,
  SchoolIdParam,
  SchoolListQuery,
  SchoolPage,
  SchoolUpdateBody,
} from '@portal/shared/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../plugins/auth';
import { type CepProvider, lookupCep } from './cep.service';
import {
  createAddress,
  createSchool,
  deleteAddress,
  deleteSchool,
  getAddress,
  getSchool,
  listAddresses,
  listSchools,
  updateAddress,
  updateSchool,
} from './school.service';

const tags = ['organisation'];

/** Schools (Master), their addresses and the postal-code lookup (2-access §7 Schools). */
export const schoolRoutes: FastifyPluginAsyncZod<{ cep: CepProvider }> = async (app, opts) => {
  app.get(
    '/api/bse_escola',
    { config: { capability: 'school:manage' }, schema: { tags, querystring: SchoolListQuery, response: { 200: SchoolPage } } },
    async (request) => listSchools(app.db, request.query),
  );

  app.get(
    '/api/bse_escola/:codBseEscola',
    { config: { capability: 'school:manage' }, schema: { tags, params: SchoolIdParam, response: { 200: SchoolDto } } },
    async (request) => getSchool(app.db, request.params.codBseEscola),
  );

  app.post(
    '/api/bse_escola',
    { config: { capability: 'school:manage' }, schema: { tags, body: SchoolCreateBody, response: { 201: SchoolDto } } },
    async (request, reply) => reply.code(201).send(await createSchool(app.db, viewerOf(request).userId, request.body)),
  );

  app.put(
    '/api/bse_escola/:codBseEscola',
    {
      config: { capability: 'school:manage' },
      schema: { tags, params: SchoolIdParam, body: SchoolUpdateBody, response: { 200: SchoolDto } },
    },
    async (request) => updateSchool(app.db, request.params.codBseEscola, request.body),
  );

  app.delete(
    '/api/bse_escola/:codBseEscola',
    { config: { capability: 'school:manage' }, schema: { tags, params: SchoolIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteSchool(app.db, request.params.codBseEscola);
      return { ok: true as const };
    },
  );

  // The addresses the caller manages (2-access §7 "Address calls"): a Master's all, a Gestor's those of their school and units.
  app.get(
    '/api/bse_endereco',
    { config: { capability: 'address:manage' }, schema: { tags, querystring: AddressListQuery, response: { 200: AddressPage } } },
    async (request) => listAddresses(app.db, viewerOf(request), request.query),
  );

  app.get(
    '/api/bse_endereco/:codBseEndereco',
    { config: { capability: 'address:manage' }, schema: { tags, params: AddressIdParam, response: { 200: AddressDto } } },
    async (request) => getAddress(app.db, viewerOf(request), request.params.codBseEndereco),
  );

  // A new address on its own (the documents' flow: create it, then name it in the school): Master only.
  app.post(
    '/api/bse_endereco',
    { config: { capability: 'school:manage' }, schema: { tags, body: AddressBody, response: { 201: AddressDto } } },
    async (request, reply) => reply.code(201).send(await createAddress(app.db, request.body)),
  );

  app.put(
    '/api/bse_endereco/:codBseEndereco',
    {
      config: { capability: 'address:manage' },
      schema: { tags, params: AddressIdParam, body: AddressBody, response: { 200: AddressDto } },
    },
    async (request) => updateAddress(app.db, viewerOf(request), request.params.codBseEndereco, request.body),
  );

  // Only an address no school or unit names can go (409 otherwise); out of scope answers 404.
  app.delete(
    '/api/bse_endereco/:codBseEndereco',
    { config: { capability: 'address:manage' }, schema: { tags, params: AddressIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await deleteAddress(app.db, viewerOf(request), request.params.codBseEndereco);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/cep/:cep',
    { config: { capability: 'address:manage' }, schema: { tags, params: CepParam, response: { 200: CepDto } } },
    async (request) =>
      lookupCep(opts.cep, request.params.cep, (reason, failure) => request.log.warn({ reason, failure }, 'CEP provider failed')),
  );
};
