import { createAction, createReducer } from '@reduxjs/toolkit';

/** The signed-in customer as the login answer gives it, kept in the store and the stored session (lib/session.ts). */
export interface SessionUser {
  _id: string;
  user_name?: string;
  user_email?: string;
  [field: string]: unknown;
}

export interface UserState {
  userData: SessionUser | null;
}

export const setUserData = createAction<UserState['userData']>('SET_USER_DATA');

export const userReducer = createReducer<UserState>({ userData: null }, (b) => {
  b.addCase(setUserData, (s, a) => {
    s.userData = a.payload;
  });
});
