// The island element in React's JSX (the server renders it; decision 035). React 19 passes a
// custom element's attributes through as written.
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'nb-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-island': string;
        'data-when': string;
        'data-props': string;
      };
    }
  }
}
