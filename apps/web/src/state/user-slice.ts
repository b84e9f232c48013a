import { createAction, createReducer } from '@reduxjs/toolkit';
import type { SessionUser } from '../app/session';

export interface UserState {
  userData: SessionUser | null;
}

export const setUserData = createAction<UserState['userData']>('SET_USER_DATA');

export const userReducer = createReducer<UserState>({ userData: null }, (b) => {
  b.addCase(setUserData, (s, a) => {
    s.userData = a.payload;
  });
});
