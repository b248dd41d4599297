import type { Translations } from '../common/translations';

/**
 * Messages of the organisation feature (schools, addresses, units, classes), keys unique across
 * the whole catalogue. The Portuguese texts are the documents' own (2-access §5 and §8) where
 * they give one; the others say the rule in the same tone.
 */
export const organisationMessages = {
  // schools (§5 School, §8 Schools)
  schoolNameRequired: {
    pt: 'Por favor, preencha o campo Nome.',
    en: 'Please fill in the Name field.',
    es: 'Por favor, complete el campo Nombre.',
  },
  schoolNameMax: {
    pt: 'O nome da escola pode ter no máximo 100 caracteres.',
    en: 'The school name may have at most 100 characters.',
    es: 'El nombre de la escuela puede tener como máximo 100 caracteres.',
  },
  schoolPrefixRequired: {
    pt: 'Por favor, preencha o campo Prefixo.',
    en: 'Please fill in the Prefix field.',
    es: 'Por favor, complete el campo Prefijo.',
  },
  schoolPrefixTaken: {
    pt: 'O prefixo informado já está em uso por outra escola.',
    en: 'The prefix is already in use by another school.',
    es: 'El prefijo informado ya está en uso por otra escuela.',
  },
  schoolPrefixReadOnly: {
    pt: 'O prefixo da escola não pode ser alterado.',
    en: 'The school prefix cannot be changed.',
    es: 'El prefijo de la escuela no se puede cambiar.',
  },
  schoolExists: { pt: 'Escola já cadastrada.', en: 'School already registered.', es: 'Escuela ya registrada.' },
  schoolHasDependents: {
    pt: 'Existem usuários cadastrados nesta escola. Favor apagar esses registros e tentar novamente.',
    en: 'There are users registered in this school. Please delete those records and try again.',
    es: 'Existen usuarios registrados en esta escuela. Elimine esos registros e inténtelo de nuevo.',
  },
  schoolNetworkProtected: {
    pt: 'A escola da rede não pode ser alterada ou apagada.',
    en: 'The network school cannot be changed or deleted.',
    es: 'La escuela de la red no se puede modificar ni eliminar.',
  },

  // login prefixes (§5 School, §5 Unit, §9)
  prefixTwoLetters: {
    pt: 'Prefixo precisa ter 2 caracteres.',
    en: 'The prefix must have 2 characters.',
    es: 'El prefijo debe tener 2 caracteres.',
  },
  prefixLettersOnly: {
    pt: 'O prefixo deve ter somente letras de A a Z.',
    en: 'The prefix must have letters from A to Z only.',
    es: 'El prefijo debe tener solo letras de la A a la Z.',
  },

  // addresses and postal code (§5 Unit "Address", DECISIONS.md)
  cepInvalid: { pt: 'O CEP deve ter 8 dígitos.', en: 'The postal code (CEP) must have 8 digits.', es: 'El CEP debe tener 8 dígitos.' },
  addressNotFound: { pt: 'Endereço não encontrado!', en: 'Address not found!', es: '¡Dirección no encontrada!' },
  // why the postal-code provider gave no address (the /admin page's health of the CEP lookup; the form says addressNotFound)
  cepUnreachable: {
    pt: 'Não foi possível acessar o serviço de consulta de CEP.',
    en: 'The postal code (CEP) lookup service could not be reached.',
    es: 'No fue posible acceder al servicio de consulta de CEP.',
  },
  cepTimeout: {
    pt: 'O serviço de consulta de CEP não respondeu a tempo.',
    en: 'The postal code (CEP) lookup service did not answer in time.',
    es: 'El servicio de consulta de CEP no respondió a tiempo.',
  },
  cepProviderError: {
    pt: 'O serviço de consulta de CEP respondeu com um erro.',
    en: 'The postal code (CEP) lookup service answered with an error.',
    es: 'El servicio de consulta de CEP respondió con un error.',
  },
  cepProviderInvalid: {
    pt: 'O serviço de consulta de CEP respondeu algo que não é um endereço.',
    en: 'The postal code (CEP) lookup service answered something that is not an address.',
    es: 'El servicio de consulta de CEP respondió algo que no es una dirección.',
  },
  streetRequired: { pt: 'Informe a rua.', en: 'Enter the street.', es: 'Informe la calle.' },
  districtRequired: { pt: 'Informe o bairro.', en: 'Enter the district.', es: 'Informe el barrio.' },
  cityRequired: { pt: 'Informe a cidade.', en: 'Enter the city.', es: 'Informe la ciudad.' },
  stateInvalid: { pt: 'Selecione a UF.', en: 'Select the state.', es: 'Seleccione el estado.' },
  addressRequired: { pt: 'Informe o endereço.', en: 'Enter the address.', es: 'Informe la dirección.' },
  addressInUse: {
    pt: 'Este endereço já pertence a outro cadastro.',
    en: 'This address already belongs to another record.',
    es: 'Esta dirección ya pertenece a otro registro.',
  },

  // units (§5 Unit, §8 Units)
  unitSchoolRequired: { pt: 'Selecione uma escola.', en: 'Select a school.', es: 'Seleccione una escuela.' },
  unitNameMin: {
    pt: 'Nome Unidade precisa ter no mínimo 4 caracteres.',
    en: 'Unit name must have at least 4 characters.',
    es: 'El nombre de la unidad debe tener al menos 4 caracteres.',
  },
  unitNameMax: {
    pt: 'O nome da unidade pode ter no máximo 100 caracteres.',
    en: 'The unit name may have at most 100 characters.',
    es: 'El nombre de la unidad puede tener como máximo 100 caracteres.',
  },
  unitExists: { pt: 'Unidade já cadastrada', en: 'Unit already registered', es: 'Unidad ya registrada' },
  unitPrefixTaken: {
    pt: 'Este prefixo não pode ser utilizado.',
    en: 'This prefix cannot be used.',
    es: 'Este prefijo no se puede utilizar.',
  },
  unitSchoolReadOnly: {
    pt: 'A escola da unidade não pode ser alterada.',
    en: 'The unit’s school cannot be changed.',
    es: 'La escuela de la unidad no se puede cambiar.',
  },
  unitHasDependents: {
    pt: 'Existem turmas e/ou usuários cadastrados nesta unidade. Favor apagar esses registros e tentar novamente.',
    en: 'There are classes and/or users registered in this unit. Please delete those records and try again.',
    es: 'Existen clases y/o usuarios registrados en esta unidad. Elimine esos registros e inténtelo de nuevo.',
  },

  // classes (§5 Class, §8 Classes)
  classNameMin: {
    pt: 'Nome Turma precisa ter no mínimo 3 caracteres.',
    en: 'Class name must have at least 3 characters.',
    es: 'El nombre de la clase debe tener al menos 3 caracteres.',
  },
  classNameMax: {
    pt: 'O nome da turma pode ter no máximo 60 caracteres.',
    en: 'The class name may have at most 60 characters.',
    es: 'El nombre de la clase puede tener como máximo 60 caracteres.',
  },
  classNameSpecial: {
    pt: 'O nome da turma não pode conter caracteres especiais.',
    en: 'The class name cannot contain special characters.',
    es: 'El nombre de la clase no puede contener caracteres especiales.',
  },
  classUnitRequired: { pt: 'Selecione uma unidade.', en: 'Select a unit.', es: 'Seleccione una unidad.' },
  classUnitReadOnly: {
    pt: 'A unidade da turma não pode ser alterada.',
    en: 'The class’s unit cannot be changed.',
    es: 'La unidad de la clase no se puede cambiar.',
  },
  classExists: { pt: 'Turma já cadastrada.', en: 'Class already registered.', es: 'Clase ya registrada.' },
  classAdminProtected: {
    pt: 'Esta turma foi criada pelo administrador e não pode ser alterada.',
    en: 'This class was created by the administrator and cannot be changed.',
    es: 'Esta clase fue creada por el administrador y no se puede modificar.',
  },
  memberNotInClass: {
    pt: 'O aluno não pertence a esta turma.',
    en: 'The student does not belong to this class.',
    es: 'El alumno no pertenece a esta clase.',
  },
} as const satisfies Translations;
