export type View = 'login' | 'register' | 'lost' | 'reset'

export const TITLES: Record<View, string> = {
  login: 'Log in',
  register: 'Create an account',
  lost: 'Lost your password?',
  reset: 'Choose a new password',
}
export const PASSWORD_HINT = 'At least 10 characters, with letters and digits.'
