import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { meusDados } from '../../../../test/fixtures';
import { mockApi, renderWithProviders } from '../../../../test/render';
import { SchoolFormPage } from './SchoolFormPage';

function renderForm(extra: Record<string, (init: RequestInit | undefined) => { status?: number; body: unknown }> = {}) {
  localStorage.setItem('access_token', 'tok');
  const api = mockApi({
    'GET /api/bse_usuario/getMeusDados/x': () => ({
      body: meusDados({ codBseUsuario: 1, codBsePerfil: 1, turmas: [], codBseTurma: null, nomTurma: null }),
    }),
    ...extra,
  });
  renderWithProviders(<SchoolFormPage />, { route: '/escola/novo' });
  return api;
}

describe('/escola/novo', () => {
  it('says "Por favor, preencha todos os campos." and each field’s message for an empty form', async () => {
    const api = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Por favor, preencha todos os campos.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha o campo Nome.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha o campo Prefixo.')).toBeInTheDocument();
    expect(screen.getByText('O CEP deve ter 8 dígitos.')).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => url === '/api/bse_escola')).toBe(false);
  });

  it('masks the CEP, fills the address from Buscar CEP, and keeps the prefix to two capital letters', async () => {
    renderForm({
      'GET /api/cep/30130010': () => ({
        body: { dscCep: '30130010', dscRua: 'Avenida Afonso Pena', dscBairro: 'Centro', dscCidade: 'Belo Horizonte', dscEstado: 'MG' },
      }),
      'GET /api/cep/99999999': () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Endereço não encontrado!', messageKey: 'addressNotFound' },
      }),
    });
    const prefix = await screen.findByLabelText(/Prefixo/);
    await userEvent.type(prefix, 'a1bc');
    expect(prefix).toHaveValue('AB');
    const cep = screen.getByLabelText(/CEP/);
    await userEvent.type(cep, '99999999');
    expect(cep).toHaveValue('99999-999');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('Endereço não encontrado!')).toBeInTheDocument();
    await userEvent.clear(cep);
    await userEvent.type(cep, '30130010');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    await waitFor(() => expect(screen.getByLabelText(/Rua/)).toHaveValue('Avenida Afonso Pena'));
    expect(screen.getByLabelText(/Cidade/)).toHaveValue('Belo Horizonte');
    expect(screen.getByRole('combobox', { name: /UF/ })).toHaveValue('MG');
  });
});

describe('a prefix already taken', () => {
  it('says "Prefixo já existe" with the server’s text, and "Prefixo já existente." under the field', async () => {
    const api = renderForm({
      'GET /api/cep/30130010': () => ({
        body: { dscCep: '30130010', dscRua: 'Avenida Afonso Pena', dscBairro: 'Centro', dscCidade: 'Belo Horizonte', dscEstado: 'MG' },
      }),
      'POST /api/bse_escola': () => ({
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          message: 'O prefixo informado já está em uso por outra escola.',
          messageKey: 'schoolPrefixTaken',
          fields: { cstTxtPrefixoLogin: 'O prefixo informado já está em uso por outra escola.' },
          fieldKeys: { cstTxtPrefixoLogin: 'schoolPrefixTaken' },
        },
      }),
    });
    await userEvent.type(await screen.findByLabelText(/Nome/), 'Escola Repetida');
    await userEvent.type(screen.getByLabelText(/Prefixo/), 'AU');
    await userEvent.type(screen.getByLabelText(/CEP/), '30130010');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    await waitFor(() => expect(screen.getByLabelText(/Rua/)).toHaveValue('Avenida Afonso Pena'));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Prefixo já existe')).toBeInTheDocument();
    expect(screen.getByText('O prefixo informado já está em uso por outra escola.')).toBeInTheDocument();
    expect(screen.getByText('Prefixo já existente.')).toBeInTheDocument();
    expect(api.mock.calls.filter(([url]) => url === '/api/bse_escola')).toHaveLength(1);
  });
});

describe('/escola/alterar/:id', () => {
  it('fills the form with the school once, and what the user types stays', async () => {
    localStorage.setItem('access_token', 'tok');
    mockApi({
      'GET /api/bse_usuario/getMeusDados/x': () => ({
        body: meusDados({ codBseUsuario: 1, codBsePerfil: 1, turmas: [], codBseTurma: null, nomTurma: null }),
      }),
      'GET /api/bse_escola/7': () => ({
        body: {
          codBseEscola: 7,
          nomEscola: 'Escola Aurora',
          cstTxtPrefixoLogin: 'AU',
          cstCodigo: 'AU',
          codBseEndereco: 3,
          codUsuarioCriacao: 1,
          endereco: {
            codBseEndereco: 3,
            dscCep: '30130010',
            dscRua: 'Avenida Afonso Pena',
            dscBairro: 'Centro',
            dscCidade: 'Belo Horizonte',
            dscEstado: 'MG',
          },
        },
      }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/escola/alterar/:id" element={<SchoolFormPage />} />
      </Routes>,
      { route: '/escola/alterar/7' },
    );
    const name = await screen.findByLabelText(/Nome/);
    await waitFor(() => expect(name).toHaveValue('Escola Aurora'));
    expect(screen.getByLabelText(/Rua/)).toHaveValue('Avenida Afonso Pena');
    await userEvent.clear(name);
    await userEvent.type(name, 'Escola Nova');
    expect(name).toHaveValue('Escola Nova');
  });
});
