// The organisation module's public face: its routes, a class within the caller's scope (the class
// checks every module makes), a user's classes (which one is current: a Professor's new path goes
// there), and the postal-code lookup (the admin page checks its provider).
export { organisationRoutes } from './organisation.routes';
export { findClassInScope } from './class.repository';
export { classesOfUser } from './member.repository';
export { type CepFailure, type CepProvider, DEFAULT_CEP_PROVIDER_URL, DEFAULT_CEP_TIMEOUT_MS, lookupCep } from './cep.service';
