import type { Translations } from '../common/translations';

/** Messages of the contact form (3-reports-communication.md §5, word for word in Portuguese). */
export const supportMessages = {
  contactEmailRequired: { pt: 'Preencha o campo email.', en: 'Fill in the email field.', es: 'Complete el campo de correo electrónico.' },
  contactEmailInvalid: { pt: 'Insira um email válido.', en: 'Enter a valid email.', es: 'Ingrese un correo electrónico válido.' },
  contactNameRequired: { pt: 'É necessário inserir um nome.', en: 'A name is required.', es: 'Es necesario ingresar un nombre.' },
  contactNameInvalid: { pt: 'Insira um nome válido.', en: 'Enter a valid name.', es: 'Ingrese un nombre válido.' },
  contactNameDigits: {
    pt: 'Seu nome não pode conter números.',
    en: 'Your name cannot contain numbers.',
    es: 'Su nombre no puede contener números.',
  },
  contactDescriptionRequired: {
    pt: 'É necessário descrever o problema.',
    en: 'Please describe the problem.',
    es: 'Es necesario describir el problema.',
  },
  contactDescriptionTooLong: {
    pt: 'A descrição pode ter no máximo 1000 caracteres.',
    en: 'The description can have at most 1000 characters.',
    es: 'La descripción puede tener como máximo 1000 caracteres.',
  },
  contactSubjectRequired: {
    pt: 'É necessário selecionar uma das opções.',
    en: 'Please select one of the options.',
    es: 'Es necesario seleccionar una de las opciones.',
  },
  contactFormErrors: { pt: 'Existem erros de preenchimento.', en: 'There are errors in the form.', es: 'Hay errores en el formulario.' },
} satisfies Translations;
