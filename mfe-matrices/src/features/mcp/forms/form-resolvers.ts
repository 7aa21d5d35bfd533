import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { categorySchema, expensesSchema, MESSAGES, moneySchema, newDomainSchema } from 'contracts';
import { ptBrNumberField } from '../../../shared/forms/pt-br-number-field';

// The MCP editor's forms' checks (zod and the contracts' schemas), in a module of their own: the
// forms load it with their first check (shared/forms lazyResolver), not with their pages (issue 23).

/** A category, product or competitor: name, colour, category, "ativo". */
const itemFormSchema = z.object({
  name: categorySchema.shape.name,
  color: z.string(),
  categoryId: z.string(),
  active: z.boolean(),
});
export type ItemFormValues = z.input<typeof itemFormSchema>;
export const itemFormResolver = zodResolver(itemFormSchema);

/** A month's expenses: values typed the pt-BR way ("1.234,56") and checked with the server's money rule. */
const expensesFormSchema = z.object({
  expenses: z.array(
    z.object({
      name: expensesSchema.shape.expenses.element.shape.name,
      value: ptBrNumberField(MESSAGES.valueInvalid).pipe(moneySchema),
    }),
  ),
});
export type ExpensesFormInput = z.input<typeof expensesFormSchema>;
export type ExpensesFormOutput = z.output<typeof expensesFormSchema>;
export const expensesFormResolver = zodResolver(expensesFormSchema);

/** A domain's or subcategory's name. */
export const nameFormResolver = zodResolver(newDomainSchema);
