import { useNavigation } from 'react-router-dom';

/**
 * Whether a navigation the user started is still loading its page (a lazy route's code). A
 * page's default redirect (an address without an id, made when the page's data arrives) waits
 * while it is: redirecting then would cancel the user's click.
 */
export const useNavigationPending = (): boolean => useNavigation().state !== 'idle';
