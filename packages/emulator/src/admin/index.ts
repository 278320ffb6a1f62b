// The admin slice's door: the site's settings, and the dev pages' admin cookie.
export { rememberAdminToken } from './guard';
export { getSettings } from './service';
