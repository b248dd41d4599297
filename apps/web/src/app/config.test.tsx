import { describe, expect, it } from 'vitest';
import { ConfigDto } from '@portal/shared/system';
import { isAppConfig } from './config';

describe('isAppConfig', () => {
  it.each([
    { brand: 'padrao', product: 'Portal Escolar' },
    { brand: 'hora-saber', product: 'Hora do Saber' },
    { brand: 'outra', product: 'Portal Escolar' },
    { brand: 'padrao' },
    { brand: 'padrao', product: 3 },
    null,
    [],
  ])('agrees with the shared ConfigDto on %j', (value) => {
    expect(isAppConfig(value)).toBe(ConfigDto.safeParse(value).success);
  });
});
