/** The back office's refusal, in the words a person reads on its 403 page. */
export const NO_ACCESS = 'You do not have access to this part of the back office.'
