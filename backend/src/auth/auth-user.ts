/** The signed-in caller, as guards hand it to controllers (`@CurrentUser() user: AuthUser`). */
export interface AuthUser {
  id: number;
  email: string;
  firstName: string;
  isSysAdmin: boolean;
}
