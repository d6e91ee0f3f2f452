import { createContext, useContext } from 'react';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export const FieldContext = createContext<FieldControlProps | null>(null);

/** Props a control inside a <Field> spreads to be labelled and described by it. */
export function useFieldControl(): FieldControlProps | null {
  return useContext(FieldContext);
}
