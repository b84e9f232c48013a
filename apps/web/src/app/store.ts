import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { cartReducer } from '../state/cart-slice';
import { catalogReducer } from '../state/catalog-slice';
import { headerReducer } from '../state/header-slice';
import { searchReducer } from '../state/search-slice';
import { userReducer } from '../state/user-slice';
import { wishlistReducer } from '../state/wishlist-slice';

const rootReducer = combineReducers({
  user: userReducer,
  cart: cartReducer,
  wishlist: wishlistReducer,
  search: searchReducer,
  catalog: catalogReducer,
  header: headerReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds the store; tests pass their own preloaded state. */
export const makeStore = (preloadedState?: Partial<RootState>) => configureStore({ reducer: rootReducer, preloadedState });

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
