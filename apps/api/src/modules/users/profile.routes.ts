import { OkAnswer } from '@portal/shared/common/answers';
import { ErrorBody } from '@portal/shared/common/errors';
import { IdParam } from '@portal/shared/common/pagination';
import { CheckListDto, ContactSubjectDto, CountryDto, ProfileBody, ProfileDto, ProfileIdParam } from '@portal/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../plugins/auth';
import { listChecklist, listInformation } from './profile.repository';
import { calendarProfiles, createProfile, deleteProfile, getProfile, listCountries, listProfiles, updateProfile } from './profile.service';

const tags = ['profiles'];
const errors = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Profiles (2-access §7 Profiles) and the small catalogues (§7 Users: /pais, /check-list; 1-authoring: /informacao). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bse_perfil',
    { config: { capability: 'profile:read' }, schema: { tags, response: { 200: z.array(ProfileDto) } } },
    async () => listProfiles(app.db),
  );

  app.get(
    '/api/bse_perfil/perfisCalendario/x',
    { config: { capability: 'profile:read' }, schema: { tags, response: { 200: z.array(ProfileDto) } } },
    async (request) => calendarProfiles(app.db, viewerOf(request)),
  );

  app.get(
    '/api/bse_perfil/:id',
    { config: { capability: 'profile:read' }, schema: { tags, params: IdParam, response: { 200: ProfileDto, 404: ErrorBody } } },
    async (request) => getProfile(app.db, request.params.id),
  );

  app.post(
    '/api/bse_perfil',
    { config: { capability: 'profile:manage' }, schema: { tags, body: ProfileBody, response: { 200: ProfileDto, ...errors } } },
    async (request) => createProfile(app.db, request.body),
  );

  app.put(
    '/api/bse_perfil/:codBsePerfil',
    {
      config: { capability: 'profile:manage' },
      schema: { tags, params: ProfileIdParam, body: ProfileBody, response: { 200: ProfileDto, ...errors } },
    },
    async (request) => updateProfile(app.db, request.params.codBsePerfil, request.body),
  );

  app.delete(
    '/api/bse_perfil/:id',
    { config: { capability: 'profile:manage' }, schema: { tags, params: IdParam, response: { 200: OkAnswer, ...errors } } },
    async (request) => {
      await deleteProfile(app.db, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/pais',
    { config: { capability: 'catalogue:read' }, schema: { tags: ['catalogues'], response: { 200: z.array(CountryDto) } } },
    async () => listCountries(app.db),
  );
  app.get(
    '/api/check-list',
    { config: { capability: 'catalogue:read' }, schema: { tags: ['catalogues'], response: { 200: z.array(CheckListDto) } } },
    async () => listChecklist(app.db),
  );
  app.get(
    '/api/informacao',
    { config: { capability: 'catalogue:read' }, schema: { tags: ['catalogues'], response: { 200: z.array(ContactSubjectDto) } } },
    async () => listInformation(app.db),
  );
};
