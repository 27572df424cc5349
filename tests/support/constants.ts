/** The admin password of the test templates. */
export const ADMIN_PASSWORD = 'Admin-12345';
