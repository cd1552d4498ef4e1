/** The back office's refusal, in words a person reads on the 403 page. Its screens are declared on their routes (lib/back-office-screen.ts). */
export const NO_ACCESS = 'You do not have access to this part of the back office.'
