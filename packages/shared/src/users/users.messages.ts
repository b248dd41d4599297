import type { Translations } from '../common/translations';

/**
 * Messages of the users feature (keys unique across the whole catalogue): the user form and its
 * answers (2-access §5 User, §8 Users), bulk creation (§5 Bulk creation, §8 Users "Bulk") and profiles.
 */
export const usersMessages = {
  // user form (§5 User)
  userLoginMin: {
    pt: 'O login precisa ter no mínimo 5 caracteres.',
    en: 'The login must have at least 5 characters.',
    es: 'El login debe tener al menos 5 caracteres.',
  },
  userLoginFormat: {
    pt: 'O login deve ter o formato XXXX-XXXX.',
    en: 'The login must have the format XXXX-XXXX.',
    es: 'El login debe tener el formato XXXX-XXXX.',
  },
  userNameRequired: { pt: 'Informe o nome do usuário.', en: "Enter the user's name.", es: 'Informe el nombre del usuario.' },
  userProfileRequired: { pt: 'Selecione um perfil.', en: 'Select a profile.', es: 'Seleccione un perfil.' },
  userSchoolRequired: { pt: 'Selecione uma escola.', en: 'Select a school.', es: 'Seleccione una escuela.' },
  userSchoolRequiredGestor: {
    pt: 'Selecione uma escola para o gestor.',
    en: 'Select a school for the manager.',
    es: 'Seleccione una escuela para el gestor.',
  },
  userUnitRequired: { pt: 'Selecione uma unidade.', en: 'Select a unit.', es: 'Seleccione una unidad.' },
  userTeacherClassRequired: {
    pt: 'Selecione pelo menos uma turma para o professor.',
    en: 'Select at least one class for the teacher.',
    es: 'Seleccione al menos una clase para el profesor.',
  },
  userStudentClassRequired: {
    pt: 'Selecione uma turma para o aluno.',
    en: 'Select a class for the student.',
    es: 'Seleccione una clase para el alumno.',
  },
  userUnitNotInSchool: {
    pt: 'A unidade não pertence à escola escolhida.',
    en: 'The unit does not belong to the chosen school.',
    es: 'La unidad no pertenece a la escuela elegida.',
  },
  userClassNotInUnit: {
    pt: 'As turmas devem ser da unidade escolhida.',
    en: 'The classes must belong to the chosen unit.',
    es: 'Las clases deben ser de la unidad elegida.',
  },
  userLoginTaken: { pt: 'Login já cadastrado.', en: 'Login already registered.', es: 'Login ya registrado.' },
  userProfileNotAllowed: {
    pt: 'Seu perfil não pode criar usuários deste perfil.',
    en: 'Your profile cannot create users of this profile.',
    es: 'Su perfil no puede crear usuarios de este perfil.',
  },
  userAdminProfile: {
    pt: 'O perfil do usuário administrador não pode ser alterado.',
    en: "The administrator user's profile cannot be changed.",
    es: 'El perfil del usuario administrador no puede ser cambiado.',
  },
  userSelfProtected: {
    pt: 'Você não pode apagar ou desativar o seu próprio usuário.',
    en: 'You cannot delete or deactivate your own user.',
    es: 'No puede eliminar o desactivar su propio usuario.',
  },
  userHasDependents: {
    pt: 'Existem usuários cadastrados com o usuário',
    en: 'There are records registered with this user',
    es: 'Existen registros vinculados a este usuario',
  },
  userPrefixInvalid: {
    pt: 'O prefixo deve ter 4 letras.',
    en: 'The prefix must have 4 letters.',
    es: 'El prefijo debe tener 4 letras.',
  },
  userSequenceExhausted: {
    pt: 'Não há mais sequenciais livres para este prefixo.',
    en: 'There are no free sequence numbers left for this prefix.',
    es: 'No quedan secuenciales libres para este prefijo.',
  },

  // bulk creation (§5 Bulk creation, §8 Users "Bulk")
  bulkClassRequired: {
    pt: 'Selecione uma turma antes de escolher o arquivo!',
    en: 'Select a class before choosing the file!',
    es: '¡Seleccione una clase antes de elegir el archivo!',
  },
  bulkOneClass: {
    pt: 'Todos os registros devem ser da mesma turma.',
    en: 'All records must belong to the same class.',
    es: 'Todos los registros deben ser de la misma clase.',
  },
  bulkEmpty: { pt: 'Carregue um registro .CSV formatado.', en: 'Load a formatted .CSV record.', es: 'Cargue un registro .CSV formateado.' },
  bulkTooMany: {
    pt: 'O arquivo pode ter no máximo 5000 registros.',
    en: 'The file may have at most 5000 records.',
    es: 'El archivo puede tener como máximo 5000 registros.',
  },
  bulkProfileInvalid: { pt: 'Perfil inválido.', en: 'Invalid profile.', es: 'Perfil inválido.' },
  bulkLoginRepeated: { pt: 'Login repetido no arquivo.', en: 'Login repeated in the file.', es: 'Login repetido en el archivo.' },
  bulkSchoolOutOfScope: { pt: 'Escola fora do seu acesso.', en: 'School outside your access.', es: 'Escuela fuera de su acceso.' },
  bulkUnitOutOfScope: { pt: 'Unidade fora do seu acesso.', en: 'Unit outside your access.', es: 'Unidad fuera de su acceso.' },
  bulkSchoolNotClass: {
    pt: 'A escola não é a da turma escolhida.',
    en: 'The school is not the chosen class’s school.',
    es: 'La escuela no es la de la clase elegida.',
  },
  bulkUnitNotClass: {
    pt: 'A unidade não é a da turma escolhida.',
    en: 'The unit is not the chosen class’s unit.',
    es: 'La unidad no es la de la clase elegida.',
  },
  bulkInvalidRecord: {
    pt: 'Algum registro com dado inválido!',
    en: 'Some record has invalid data!',
    es: '¡Algún registro con dato inválido!',
  },

  // profiles (2-access §7 Profiles)
  profileNameRequired: { pt: 'Informe o nome do perfil.', en: 'Enter the profile name.', es: 'Informe el nombre del perfil.' },
  profileBuiltIn: {
    pt: 'Os perfis do sistema não podem ser apagados.',
    en: 'The system profiles cannot be deleted.',
    es: 'Los perfiles del sistema no pueden ser eliminados.',
  },
  profileMasterProtected: {
    pt: 'O perfil Master não pode ser alterado.',
    en: 'The Master profile cannot be changed.',
    es: 'El perfil Master no puede ser cambiado.',
  },
} as const satisfies Translations;
